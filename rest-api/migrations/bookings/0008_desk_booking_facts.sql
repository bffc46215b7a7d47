-- Bookings taken by staff at the desk were counted as online bookings: they become desk bookings
-- (kind 3; group events stay group events), and the rollups' booking counts follow the facts.
UPDATE "dash_bookings" d SET "kind" = 3
  FROM "bookings" b
  WHERE b."dash_fact_id" = d."id" AND b."created_by" IS NOT NULL AND d."kind" = 2;--> statement-breakpoint
UPDATE "dash_daily" r SET
    "online_bookings" = s."online",
    "online_booking_cents" = s."online_cents",
    "desk_bookings" = s."desk"
  FROM (
    SELECT "location_id", "business_date",
      count(*) FILTER (WHERE "kind" = 2) AS "online",
      coalesce(sum("amount_cents") FILTER (WHERE "kind" = 2), 0) AS "online_cents",
      count(*) FILTER (WHERE "kind" = 3) AS "desk"
    FROM "dash_bookings" WHERE "kind" = 3
      OR ("location_id", "business_date") IN (SELECT "location_id", "business_date" FROM "dash_bookings" WHERE "kind" = 3)
    GROUP BY 1, 2
  ) s
  WHERE r."location_id" = s."location_id" AND r."business_date" = s."business_date";--> statement-breakpoint
UPDATE "dash_weekly" w SET
    "online_bookings" = s."online", "online_booking_cents" = s."online_cents", "desk_bookings" = s."desk"
  FROM (
    SELECT "location_id", "business_date" - extract(dow FROM "business_date")::int AS "week",
      sum("online_bookings") AS "online", sum("online_booking_cents") AS "online_cents", sum("desk_bookings") AS "desk"
    FROM "dash_daily" GROUP BY 1, 2 HAVING sum("desk_bookings") > 0
  ) s
  WHERE w."location_id" = s."location_id" AND w."week" = s."week";--> statement-breakpoint
UPDATE "dash_monthly" m SET
    "online_bookings" = s."online", "online_booking_cents" = s."online_cents", "desk_bookings" = s."desk"
  FROM (
    SELECT "location_id", date_trunc('month', "business_date")::date AS "month",
      sum("online_bookings") AS "online", sum("online_booking_cents") AS "online_cents", sum("desk_bookings") AS "desk"
    FROM "dash_daily" GROUP BY 1, 2 HAVING sum("desk_bookings") > 0
  ) s
  WHERE m."location_id" = s."location_id" AND m."month" = s."month";
