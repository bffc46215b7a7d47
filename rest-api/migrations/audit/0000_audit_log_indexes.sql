-- The audit screen's queries (issue 11, src/repositories/auditLog.ts), newest first per master
-- client: by user, by entity, and a record's History. The table itself is the settings set's
-- (0002_audit_log.sql); these indexes are hand-written, so no schema file declares them.
CREATE INDEX IF NOT EXISTS "audit_log_client_at_id_idx" ON "audit_log" USING btree ("master_client_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_client_user_at_idx" ON "audit_log" USING btree ("master_client_id", "user_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_client_entity_at_idx" ON "audit_log" USING btree ("master_client_id", "entity", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_record_at_idx" ON "audit_log" USING btree ("master_client_id", "entity", "entity_id", "at" DESC, "id" DESC);
