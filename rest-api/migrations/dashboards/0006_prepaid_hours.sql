ALTER TABLE "dash_bookings" ADD COLUMN "booked_hour" smallint;--> statement-breakpoint
ALTER TABLE "dash_gift_card_ledger" ADD COLUMN "hour" smallint;--> statement-breakpoint
ALTER TABLE "dash_memberships" ADD COLUMN "sold_hour" smallint;