ALTER TABLE "booking_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deal_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;