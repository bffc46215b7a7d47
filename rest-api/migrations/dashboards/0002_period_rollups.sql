CREATE TABLE "dash_dim_monthly" (
	"location_id" integer NOT NULL,
	"dim" smallint NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_dim_monthly_location_id_dim_month_key_pk" PRIMARY KEY("location_id","dim","month","key")
);
--> statement-breakpoint
CREATE TABLE "dash_hour_monthly" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"hour" smallint NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"kiosk_tickets" bigint DEFAULT 0 NOT NULL,
	"guests" bigint DEFAULT 0 NOT NULL,
	"adults" bigint DEFAULT 0 NOT NULL,
	"minors" bigint DEFAULT 0 NOT NULL,
	"labor_cents" bigint DEFAULT 0 NOT NULL,
	"activities" bigint DEFAULT 0 NOT NULL,
	"participants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_hour_monthly_location_id_month_hour_pk" PRIMARY KEY("location_id","month","hour")
);
--> statement-breakpoint
CREATE TABLE "dash_monthly" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"walkin_cents" bigint DEFAULT 0 NOT NULL,
	"walkin_tickets" bigint DEFAULT 0 NOT NULL,
	"kiosk_cents" bigint DEFAULT 0 NOT NULL,
	"kiosk_tickets" bigint DEFAULT 0 NOT NULL,
	"booking_cents" bigint DEFAULT 0 NOT NULL,
	"booking_tickets" bigint DEFAULT 0 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"guests" bigint DEFAULT 0 NOT NULL,
	"adults" bigint DEFAULT 0 NOT NULL,
	"minors" bigint DEFAULT 0 NOT NULL,
	"new_guests" bigint DEFAULT 0 NOT NULL,
	"repeat_guests" bigint DEFAULT 0 NOT NULL,
	"new_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"repeat_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"group_events" bigint DEFAULT 0 NOT NULL,
	"group_event_cents" bigint DEFAULT 0 NOT NULL,
	"online_bookings" bigint DEFAULT 0 NOT NULL,
	"online_booking_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cents" bigint DEFAULT 0 NOT NULL,
	"labor_minutes" bigint DEFAULT 0 NOT NULL,
	"activities" bigint DEFAULT 0 NOT NULL,
	"participants" bigint DEFAULT 0 NOT NULL,
	"waivers" bigint DEFAULT 0 NOT NULL,
	"voids" bigint DEFAULT 0 NOT NULL,
	"void_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"gift_sold_cents" bigint DEFAULT 0 NOT NULL,
	"gift_redeemed_cents" bigint DEFAULT 0 NOT NULL,
	"credit_issued_cents" bigint DEFAULT 0 NOT NULL,
	"credit_redeemed_cents" bigint DEFAULT 0 NOT NULL,
	"credit_expired_cents" bigint DEFAULT 0 NOT NULL,
	"memberships_new" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_monthly_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "dash_weekday_hour_monthly" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"dow" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"participants" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_weekday_hour_monthly_location_id_month_dow_hour_pk" PRIMARY KEY("location_id","month","dow","hour")
);
--> statement-breakpoint
CREATE TABLE "dash_weekly" (
	"location_id" integer NOT NULL,
	"week" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"tickets" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"walkin_cents" bigint DEFAULT 0 NOT NULL,
	"walkin_tickets" bigint DEFAULT 0 NOT NULL,
	"kiosk_cents" bigint DEFAULT 0 NOT NULL,
	"kiosk_tickets" bigint DEFAULT 0 NOT NULL,
	"booking_cents" bigint DEFAULT 0 NOT NULL,
	"booking_tickets" bigint DEFAULT 0 NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"guests" bigint DEFAULT 0 NOT NULL,
	"adults" bigint DEFAULT 0 NOT NULL,
	"minors" bigint DEFAULT 0 NOT NULL,
	"new_guests" bigint DEFAULT 0 NOT NULL,
	"repeat_guests" bigint DEFAULT 0 NOT NULL,
	"new_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"repeat_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"group_events" bigint DEFAULT 0 NOT NULL,
	"group_event_cents" bigint DEFAULT 0 NOT NULL,
	"online_bookings" bigint DEFAULT 0 NOT NULL,
	"online_booking_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cents" bigint DEFAULT 0 NOT NULL,
	"labor_minutes" bigint DEFAULT 0 NOT NULL,
	"activities" bigint DEFAULT 0 NOT NULL,
	"participants" bigint DEFAULT 0 NOT NULL,
	"waivers" bigint DEFAULT 0 NOT NULL,
	"voids" bigint DEFAULT 0 NOT NULL,
	"void_cents" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"gift_sold_cents" bigint DEFAULT 0 NOT NULL,
	"gift_redeemed_cents" bigint DEFAULT 0 NOT NULL,
	"credit_issued_cents" bigint DEFAULT 0 NOT NULL,
	"credit_redeemed_cents" bigint DEFAULT 0 NOT NULL,
	"credit_expired_cents" bigint DEFAULT 0 NOT NULL,
	"memberships_new" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dash_weekly_location_id_week_pk" PRIMARY KEY("location_id","week")
);
--> statement-breakpoint
-- Backfill from the daily rollups of a database that already holds facts.
INSERT INTO "dash_weekly" ("location_id", "week", "revenue_cents", "tickets", "items_sold", "walkin_cents", "walkin_tickets", "kiosk_cents", "kiosk_tickets", "booking_cents", "booking_tickets", "visits", "guests", "adults", "minors", "new_guests", "repeat_guests", "new_revenue_cents", "repeat_revenue_cents", "group_events", "group_event_cents", "online_bookings", "online_booking_cents", "labor_cents", "labor_minutes", "activities", "participants", "waivers", "voids", "void_cents", "refunds", "refund_cents", "gift_sold_cents", "gift_redeemed_cents", "credit_issued_cents", "credit_redeemed_cents", "credit_expired_cents", "memberships_new")
SELECT "location_id", "business_date" - extract(dow from "business_date")::int, sum("revenue_cents"), sum("tickets"), sum("items_sold"), sum("walkin_cents"), sum("walkin_tickets"), sum("kiosk_cents"), sum("kiosk_tickets"), sum("booking_cents"), sum("booking_tickets"), sum("visits"), sum("guests"), sum("adults"), sum("minors"), sum("new_guests"), sum("repeat_guests"), sum("new_revenue_cents"), sum("repeat_revenue_cents"), sum("group_events"), sum("group_event_cents"), sum("online_bookings"), sum("online_booking_cents"), sum("labor_cents"), sum("labor_minutes"), sum("activities"), sum("participants"), sum("waivers"), sum("voids"), sum("void_cents"), sum("refunds"), sum("refund_cents"), sum("gift_sold_cents"), sum("gift_redeemed_cents"), sum("credit_issued_cents"), sum("credit_redeemed_cents"), sum("credit_expired_cents"), sum("memberships_new")
FROM "dash_daily" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dash_monthly" ("location_id", "month", "revenue_cents", "tickets", "items_sold", "walkin_cents", "walkin_tickets", "kiosk_cents", "kiosk_tickets", "booking_cents", "booking_tickets", "visits", "guests", "adults", "minors", "new_guests", "repeat_guests", "new_revenue_cents", "repeat_revenue_cents", "group_events", "group_event_cents", "online_bookings", "online_booking_cents", "labor_cents", "labor_minutes", "activities", "participants", "waivers", "voids", "void_cents", "refunds", "refund_cents", "gift_sold_cents", "gift_redeemed_cents", "credit_issued_cents", "credit_redeemed_cents", "credit_expired_cents", "memberships_new")
SELECT "location_id", date_trunc('month', "business_date")::date, sum("revenue_cents"), sum("tickets"), sum("items_sold"), sum("walkin_cents"), sum("walkin_tickets"), sum("kiosk_cents"), sum("kiosk_tickets"), sum("booking_cents"), sum("booking_tickets"), sum("visits"), sum("guests"), sum("adults"), sum("minors"), sum("new_guests"), sum("repeat_guests"), sum("new_revenue_cents"), sum("repeat_revenue_cents"), sum("group_events"), sum("group_event_cents"), sum("online_bookings"), sum("online_booking_cents"), sum("labor_cents"), sum("labor_minutes"), sum("activities"), sum("participants"), sum("waivers"), sum("voids"), sum("void_cents"), sum("refunds"), sum("refund_cents"), sum("gift_sold_cents"), sum("gift_redeemed_cents"), sum("credit_issued_cents"), sum("credit_redeemed_cents"), sum("credit_expired_cents"), sum("memberships_new")
FROM "dash_daily" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dash_hour_monthly" ("location_id", "month", "hour", "revenue_cents", "tickets", "kiosk_tickets", "guests", "adults", "minors", "labor_cents", "activities", "participants")
SELECT "location_id", date_trunc('month', "business_date")::date, "hour", sum("revenue_cents"), sum("tickets"), sum("kiosk_tickets"), sum("guests"), sum("adults"), sum("minors"), sum("labor_cents"), sum("activities"), sum("participants")
FROM "dash_hourly" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "dash_weekday_hour_monthly" ("location_id", "month", "dow", "hour", "tickets", "participants")
SELECT "location_id", date_trunc('month', "business_date")::date, extract(dow from "business_date")::smallint, "hour", sum("tickets"), sum("participants")
FROM "dash_hourly" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "dash_dim_monthly" ("location_id", "dim", "month", "key", "qty", "amount_cents")
SELECT "location_id", "dim", date_trunc('month', "business_date")::date, "key", sum("qty"), sum("amount_cents")
FROM "dash_dim_daily" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Fresh statistics for the planner: without them a year's top products picked a plan ten times slower.
ANALYZE "dash_weekly", "dash_monthly", "dash_hour_monthly", "dash_weekday_hour_monthly", "dash_dim_monthly";
