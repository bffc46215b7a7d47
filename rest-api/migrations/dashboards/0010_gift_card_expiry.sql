ALTER TABLE "dash_daily" ADD COLUMN "gift_expired_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dash_monthly" ADD COLUMN "gift_expired_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dash_weekly" ADD COLUMN "gift_expired_cents" bigint DEFAULT 0 NOT NULL;