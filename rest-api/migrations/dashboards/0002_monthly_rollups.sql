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
CREATE TABLE "dash_hourly_monthly" (
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"dow" smallint NOT NULL,
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
	CONSTRAINT "dash_hourly_monthly_location_id_month_dow_hour_pk" PRIMARY KEY("location_id","month","dow","hour")
);
--> statement-breakpoint
-- Backfill from the daily rollups of a database that already holds facts.
INSERT INTO "dash_dim_monthly" ("location_id", "dim", "month", "key", "qty", "amount_cents")
SELECT "location_id", "dim", date_trunc('month', "business_date")::date, "key", sum("qty"), sum("amount_cents")
FROM "dash_dim_daily" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "dash_hourly_monthly" ("location_id", "month", "dow", "hour", "revenue_cents", "tickets", "kiosk_tickets", "guests", "adults", "minors", "labor_cents", "activities", "participants")
SELECT "location_id", date_trunc('month', "business_date")::date, extract(dow from "business_date")::smallint, "hour",
  sum("revenue_cents"), sum("tickets"), sum("kiosk_tickets"), sum("guests"), sum("adults"), sum("minors"), sum("labor_cents"), sum("activities"), sum("participants")
FROM "dash_hourly" GROUP BY 1, 2, 3, 4;
