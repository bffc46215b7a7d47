ALTER TABLE "booking_resources" DROP CONSTRAINT "booking_resources_kind_ck";--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "buffer_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "min_guests" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "max_guests" integer;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD COLUMN "online" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD COLUMN "places" integer;--> statement-breakpoint
ALTER TABLE "booking_resources" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_guests_ck" CHECK ("booking_activities"."min_guests" >= 1 and ("booking_activities"."max_guests" is null or "booking_activities"."max_guests" >= "booking_activities"."min_guests"));--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_money_ck" CHECK ("booking_activities"."price_cents" >= 0 and "booking_activities"."deposit_cents" >= 0 and "booking_activities"."buffer_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_places_ck" CHECK ("booking_resources"."places" is null or "booking_resources"."places" >= 0);--> statement-breakpoint
ALTER TABLE "booking_resources" ADD CONSTRAINT "booking_resources_kind_ck" CHECK ("booking_resources"."kind" in ('LANE', 'ROOM', 'COURT', 'PARTY_AREA', 'OTHER'));