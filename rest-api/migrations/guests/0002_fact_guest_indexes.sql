-- A guest's timeline and stats refresh read the dashboard facts by guest (dash_visits, dash_sales,
-- dash_memberships carry guests.id in guest_id). Indexes only: the dashboards set owns the tables.
CREATE INDEX IF NOT EXISTS "dash_visits_guest_idx" ON "dash_visits" USING btree ("guest_id", "business_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dash_sales_guest_idx" ON "dash_sales" USING btree ("guest_id", "business_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dash_memberships_guest_idx" ON "dash_memberships" USING btree ("guest_id");
