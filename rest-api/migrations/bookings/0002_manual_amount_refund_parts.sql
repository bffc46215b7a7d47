ALTER TABLE "booking_payments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "refunds_payment_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_set_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_payments_request_key_idx" ON "booking_payments" USING btree ("master_client_id","request_key") WHERE "booking_payments"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_client_holder_idx" ON "bookings" USING btree ("master_client_id","holder_id");--> statement-breakpoint
CREATE INDEX "bookings_creator_idx" ON "bookings" USING btree ("master_client_id","created_by");