-- Every live booking (one holding a dash_bookings fact) gets its sale fact, as the booking write
-- path now writes it (repositories/bookings/saleFacts.ts): on its fact's day and hour, channel 3,
-- no till employee (0), the holder as guest, the booking's total; lines of the reservation product
-- x guests at the activity's price, each catalogue add-on, and one line of quantity 0 on the
-- reservation product for the rest of the total. A catalogue product (and revenue class) takes
-- the dashboards' one of its name in its master client when there is one, else one is made. The
-- sales-derived rollups of the days touched are then recounted from the facts. Bookings that
-- already have a sale are left alone.
UPDATE "dash_revenue_classes" d SET "catalogue_id" = r."id"
  FROM "revenue_classes" r
  WHERE d."id" = (SELECT min(x."id") FROM "dash_revenue_classes" x
      WHERE x."master_client_id" = r."master_client_id" AND x."name" = r."name" AND x."catalogue_id" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "dash_revenue_classes" y WHERE y."catalogue_id" = r."id")
    AND r."id" IN (SELECT p."revenue_class_id" FROM "products" p WHERE p."id" IN (
      SELECT a."product_id" FROM "bookings" b JOIN "booking_activities" a ON a."id" = b."activity_id" WHERE b."dash_fact_id" IS NOT NULL
      UNION SELECT o."product_id" FROM "booking_offerings" o JOIN "bookings" b ON b."id" = o."booking_id"
        WHERE b."dash_fact_id" IS NOT NULL AND o."product_id" IS NOT NULL));--> statement-breakpoint
UPDATE "dash_products" d SET "catalogue_id" = p."id"
  FROM "products" p
  WHERE d."id" = (SELECT min(x."id") FROM "dash_products" x
      WHERE x."master_client_id" = p."master_client_id" AND x."name" = p."name" AND x."catalogue_id" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "dash_products" y WHERE y."catalogue_id" = p."id")
    AND p."id" IN (
      SELECT a."product_id" FROM "bookings" b JOIN "booking_activities" a ON a."id" = b."activity_id" WHERE b."dash_fact_id" IS NOT NULL
      UNION SELECT o."product_id" FROM "booking_offerings" o JOIN "bookings" b ON b."id" = o."booking_id"
        WHERE b."dash_fact_id" IS NOT NULL AND o."product_id" IS NOT NULL);--> statement-breakpoint
INSERT INTO "dash_revenue_classes" ("master_client_id", "name", "catalogue_id")
  SELECT r."master_client_id", r."name", r."id" FROM "revenue_classes" r
  WHERE r."id" IN (SELECT p."revenue_class_id" FROM "products" p WHERE p."id" IN (
    SELECT a."product_id" FROM "bookings" b JOIN "booking_activities" a ON a."id" = b."activity_id" WHERE b."dash_fact_id" IS NOT NULL
    UNION SELECT o."product_id" FROM "booking_offerings" o JOIN "bookings" b ON b."id" = o."booking_id"
      WHERE b."dash_fact_id" IS NOT NULL AND o."product_id" IS NOT NULL))
  ON CONFLICT ("catalogue_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "dash_products" ("master_client_id", "name", "revenue_class_id", "catalogue_id")
  SELECT p."master_client_id", p."name", r."id", p."id" FROM "products" p
    JOIN "dash_revenue_classes" r ON r."catalogue_id" = p."revenue_class_id"
  WHERE p."id" IN (
    SELECT a."product_id" FROM "bookings" b JOIN "booking_activities" a ON a."id" = b."activity_id" WHERE b."dash_fact_id" IS NOT NULL
    UNION SELECT o."product_id" FROM "booking_offerings" o JOIN "bookings" b ON b."id" = o."booking_id"
      WHERE b."dash_fact_id" IS NOT NULL AND o."product_id" IS NOT NULL)
  ON CONFLICT ("catalogue_id") DO NOTHING;--> statement-breakpoint
UPDATE "dash_bookings" d SET "sale_id" = nextval(pg_get_serial_sequence('dash_sales', 'id'))
  FROM "bookings" b WHERE b."dash_fact_id" = d."id" AND d."sale_id" IS NULL;--> statement-breakpoint
INSERT INTO "dash_sales" ("id", "location_id", "business_date", "hour", "channel", "employee_id", "guest_id", "total_cents")
  SELECT d."sale_id", d."location_id", d."business_date", d."hour", 3, 0, b."holder_id", b."total_cents"
  FROM "dash_bookings" d JOIN "bookings" b ON b."dash_fact_id" = d."id"
  WHERE d."sale_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "dash_sales" s WHERE s."id" = d."sale_id");--> statement-breakpoint
CREATE TEMP TABLE "booking_sale_lines" AS
  SELECT d."sale_id", d."location_id", d."business_date", d."hour", a."product_id", a."price_cents"::bigint AS "price_cents",
      b."guests" AS "quantity", a."price_cents"::bigint * b."guests" AS "amount_cents"
    FROM "dash_bookings" d JOIN "bookings" b ON b."dash_fact_id" = d."id" JOIN "booking_activities" a ON a."id" = b."activity_id"
    WHERE NOT EXISTS (SELECT 1 FROM "dash_sale_lines" l WHERE l."sale_id" = d."sale_id")
  UNION ALL
  SELECT d."sale_id", d."location_id", d."business_date", d."hour", o."product_id", o."unit_cents"::bigint, o."quantity",
      o."unit_cents"::bigint * o."quantity"
    FROM "dash_bookings" d JOIN "bookings" b ON b."dash_fact_id" = d."id" JOIN "booking_offerings" o ON o."booking_id" = b."id"
    WHERE o."product_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "dash_sale_lines" l WHERE l."sale_id" = d."sale_id");--> statement-breakpoint
INSERT INTO "booking_sale_lines"
  SELECT d."sale_id", d."location_id", d."business_date", d."hour", a."product_id", b."total_cents" - t."lines", 0,
      b."total_cents" - t."lines"
    FROM "dash_bookings" d JOIN "bookings" b ON b."dash_fact_id" = d."id" JOIN "booking_activities" a ON a."id" = b."activity_id"
      JOIN (SELECT "sale_id", sum("amount_cents") AS "lines" FROM "booking_sale_lines" GROUP BY 1) t ON t."sale_id" = d."sale_id"
    WHERE b."total_cents" <> t."lines";--> statement-breakpoint
INSERT INTO "dash_sale_lines" ("sale_id", "location_id", "business_date", "hour", "product_id", "revenue_class_id",
    "employee_id", "price_cents", "quantity", "amount_cents")
  SELECT l."sale_id", l."location_id", l."business_date", l."hour", p."id", p."revenue_class_id", 0, l."price_cents",
    l."quantity", l."amount_cents"
  FROM "booking_sale_lines" l JOIN "dash_products" p ON p."catalogue_id" = l."product_id";--> statement-breakpoint
CREATE TEMP TABLE "booking_sale_cells" AS
  SELECT DISTINCT "location_id", "business_date" FROM "booking_sale_lines";--> statement-breakpoint
UPDATE "dash_daily" r SET
    "revenue_cents" = coalesce((SELECT sum(s."total_cents") FROM "dash_sales" s
      WHERE s."location_id" = r."location_id" AND s."business_date" = r."business_date"), 0),
    "tickets" = (SELECT count(*) FROM "dash_sales" s WHERE s."location_id" = r."location_id" AND s."business_date" = r."business_date"),
    "items_sold" = coalesce((SELECT sum(l."quantity") FROM "dash_sale_lines" l
      WHERE l."location_id" = r."location_id" AND l."business_date" = r."business_date"), 0)
  FROM "booking_sale_cells" c WHERE r."location_id" = c."location_id" AND r."business_date" = c."business_date";--> statement-breakpoint
INSERT INTO "dash_hourly" ("location_id", "business_date", "hour", "revenue_cents", "tickets", "kiosk_tickets")
  SELECT s."location_id", s."business_date", s."hour", sum(s."total_cents"), count(*), count(*) FILTER (WHERE s."channel" = 2)
  FROM "dash_sales" s JOIN "booking_sale_cells" c ON c."location_id" = s."location_id" AND c."business_date" = s."business_date"
  GROUP BY 1, 2, 3
  ON CONFLICT ("location_id", "business_date", "hour") DO UPDATE SET "revenue_cents" = excluded."revenue_cents",
    "tickets" = excluded."tickets", "kiosk_tickets" = excluded."kiosk_tickets";--> statement-breakpoint
DELETE FROM "dash_dim_daily" r USING "booking_sale_cells" c
  WHERE r."location_id" = c."location_id" AND r."business_date" = c."business_date" AND r."dim" IN (1, 2, 3);--> statement-breakpoint
INSERT INTO "dash_dim_daily" ("location_id", "dim", "business_date", "key", "qty", "amount_cents")
  SELECT l."location_id", k."dim", l."business_date",
      CASE k."dim" WHEN 1 THEN l."product_id" WHEN 2 THEN l."employee_id" ELSE l."revenue_class_id" END::text,
      sum(l."quantity"), sum(l."amount_cents")
  FROM "dash_sale_lines" l JOIN "booking_sale_cells" c ON c."location_id" = l."location_id" AND c."business_date" = l."business_date",
    (VALUES (1), (2), (3)) k("dim")
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
UPDATE "dash_weekly" w SET "revenue_cents" = s."revenue", "tickets" = s."tickets", "items_sold" = s."items"
  FROM (
    SELECT "location_id", "business_date" - extract(dow FROM "business_date")::int AS "week",
      sum("revenue_cents") AS "revenue", sum("tickets") AS "tickets", sum("items_sold") AS "items"
    FROM "dash_daily" GROUP BY 1, 2
  ) s
  WHERE w."location_id" = s."location_id" AND w."week" = s."week"
    AND (s."location_id", s."week") IN (SELECT "location_id", "business_date" - extract(dow FROM "business_date")::int FROM "booking_sale_cells");--> statement-breakpoint
UPDATE "dash_monthly" m SET "revenue_cents" = s."revenue", "tickets" = s."tickets", "items_sold" = s."items"
  FROM (
    SELECT "location_id", date_trunc('month', "business_date")::date AS "month",
      sum("revenue_cents") AS "revenue", sum("tickets") AS "tickets", sum("items_sold") AS "items"
    FROM "dash_daily" GROUP BY 1, 2
  ) s
  WHERE m."location_id" = s."location_id" AND m."month" = s."month"
    AND (s."location_id", s."month") IN (SELECT "location_id", date_trunc('month', "business_date")::date FROM "booking_sale_cells");--> statement-breakpoint
INSERT INTO "dash_hour_monthly" ("location_id", "month", "hour", "revenue_cents", "tickets", "kiosk_tickets")
  SELECT h."location_id", date_trunc('month', h."business_date")::date, h."hour", sum(h."revenue_cents"), sum(h."tickets"), sum(h."kiosk_tickets")
  FROM "dash_hourly" h
  WHERE (h."location_id", date_trunc('month', h."business_date")::date) IN
    (SELECT "location_id", date_trunc('month', "business_date")::date FROM "booking_sale_cells")
  GROUP BY 1, 2, 3
  ON CONFLICT ("location_id", "month", "hour") DO UPDATE SET "revenue_cents" = excluded."revenue_cents",
    "tickets" = excluded."tickets", "kiosk_tickets" = excluded."kiosk_tickets";--> statement-breakpoint
INSERT INTO "dash_weekday_hour_monthly" ("location_id", "month", "dow", "hour", "tickets")
  SELECT h."location_id", date_trunc('month', h."business_date")::date, extract(dow FROM h."business_date")::smallint, h."hour", sum(h."tickets")
  FROM "dash_hourly" h
  WHERE (h."location_id", date_trunc('month', h."business_date")::date) IN
    (SELECT "location_id", date_trunc('month', "business_date")::date FROM "booking_sale_cells")
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("location_id", "month", "dow", "hour") DO UPDATE SET "tickets" = excluded."tickets";--> statement-breakpoint
DELETE FROM "dash_dim_monthly" r
  WHERE r."dim" IN (1, 2, 3) AND (r."location_id", r."month") IN
    (SELECT "location_id", date_trunc('month', "business_date")::date FROM "booking_sale_cells");--> statement-breakpoint
INSERT INTO "dash_dim_monthly" ("location_id", "dim", "month", "key", "qty", "amount_cents")
  SELECT d."location_id", d."dim", date_trunc('month', d."business_date")::date, d."key", sum(d."qty"), sum(d."amount_cents")
  FROM "dash_dim_daily" d
  WHERE d."dim" IN (1, 2, 3) AND (d."location_id", date_trunc('month', d."business_date")::date) IN
    (SELECT "location_id", date_trunc('month', "business_date")::date FROM "booking_sale_cells")
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
UPDATE "guest_stats" g SET
    "bookings" = (SELECT count(*) FILTER (WHERE s."channel" = 3) FROM "dash_sales" s WHERE s."guest_id" = g."guest_id"),
    "spend_cents" = coalesce((SELECT sum(s."total_cents") FROM "dash_sales" s WHERE s."guest_id" = g."guest_id"), 0)
  WHERE g."guest_id" IN (SELECT s."guest_id" FROM "dash_sales" s JOIN "dash_bookings" d ON d."sale_id" = s."id");--> statement-breakpoint
UPDATE "dash_data_versions" v SET "version" = v."version" + 1
  WHERE v."master_client_id" IN (SELECT l."master_client_id" FROM "locations" l JOIN "booking_sale_cells" c ON c."location_id" = l."id");--> statement-breakpoint
DROP TABLE "booking_sale_lines";--> statement-breakpoint
DROP TABLE "booking_sale_cells";
