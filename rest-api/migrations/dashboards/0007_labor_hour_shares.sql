-- Labour by the hour in whole cents that add up to each shift's cost (dashboardRollups.ts): the
-- earlier rollups floored an even share per hour, so the hours summed up to n−1 cents per shift
-- below the day. Recomputes the hourly labour cells of existing databases and their monthly sums.
UPDATE "dash_hourly" d SET "labor_cents" = coalesce(s.v, 0)
FROM (
  SELECT l.location_id, l.business_date, h.hour,
    sum((l.cost_cents::bigint * (h.hour - l.start_hour + 1)) / ((l.minutes + 59) / 60)
      - (l.cost_cents::bigint * (h.hour - l.start_hour)) / ((l.minutes + 59) / 60)) AS v
  FROM "dash_labor_shifts" l
  CROSS JOIN LATERAL generate_series(l.start_hour, l.start_hour + (l.minutes + 59) / 60 - 1) AS h(hour)
  GROUP BY 1, 2, 3
) s
WHERE d.location_id = s.location_id AND d.business_date = s.business_date AND d.hour = s.hour;
--> statement-breakpoint
UPDATE "dash_hour_monthly" m SET "labor_cents" = s.v
FROM (
  SELECT location_id, date_trunc('month', business_date)::date AS month, hour, sum(labor_cents) AS v
  FROM "dash_hourly" GROUP BY 1, 2, 3
) s
WHERE m.location_id = s.location_id AND m.month = s.month AND m.hour = s.hour;
