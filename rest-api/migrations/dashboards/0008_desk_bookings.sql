ALTER TABLE "dash_daily" ADD COLUMN "desk_bookings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dash_monthly" ADD COLUMN "desk_bookings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dash_weekly" ADD COLUMN "desk_bookings" bigint DEFAULT 0 NOT NULL;