ALTER TABLE "feed_imports" ADD COLUMN "kind" text DEFAULT 'SALES' NOT NULL;--> statement-breakpoint
CREATE INDEX "feed_imports_kind_idx" ON "feed_imports" USING btree ("master_client_id","kind","id");