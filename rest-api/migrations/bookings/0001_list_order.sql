DROP INDEX "bookings_list_idx";--> statement-breakpoint
CREATE INDEX "bookings_list_order_idx" ON "bookings" USING btree ("master_client_id","booking_date" desc,"start_minute","id");