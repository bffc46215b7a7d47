-- Statement triggers on guests keep guest_totals (guests per master client: the list's total
-- without counting a million rows) and give each new guest its guest_stats row (zero figures and
-- copies of the fields segments test: home location, birth date, postal code), so the list sorts
-- by visits, spend or last visit through guest_stats' indexes and a segment is counted over that
-- one table. A bulk insert of a million guests runs each trigger once. An update copies the
-- fields again; guests never move between master clients. A deleted guest's stats go with it
-- (foreign key, cascade).
CREATE FUNCTION guests_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_totals (master_client_id, guests)
  SELECT master_client_id, count(*) FROM added GROUP BY master_client_id
  ON CONFLICT (master_client_id) DO UPDATE SET guests = guest_totals.guests + excluded.guests;
  INSERT INTO guest_stats (guest_id, master_client_id, home_location_id, birth_date, postal_code)
  SELECT id, master_client_id, home_location_id, birth_date, postal_code FROM added
  ON CONFLICT (guest_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION guests_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE guest_stats st SET home_location_id = c.home_location_id, birth_date = c.birth_date, postal_code = c.postal_code
  FROM changed c WHERE st.guest_id = c.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION guests_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE guest_totals t SET guests = t.guests - r.n
  FROM (SELECT master_client_id, count(*) AS n FROM removed GROUP BY master_client_id) r
  WHERE t.master_client_id = r.master_client_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER guests_after_insert AFTER INSERT ON guests REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION guests_after_insert();--> statement-breakpoint
CREATE TRIGGER guests_after_update AFTER UPDATE ON guests REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION guests_after_update();--> statement-breakpoint
CREATE TRIGGER guests_after_delete AFTER DELETE ON guests REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION guests_after_delete();--> statement-breakpoint
INSERT INTO guest_totals (master_client_id, guests)
SELECT master_client_id, count(*) FROM guests GROUP BY master_client_id
ON CONFLICT (master_client_id) DO UPDATE SET guests = excluded.guests;--> statement-breakpoint
INSERT INTO guest_stats (guest_id, master_client_id, home_location_id, birth_date, postal_code)
SELECT id, master_client_id, home_location_id, birth_date, postal_code FROM guests
ON CONFLICT (guest_id) DO NOTHING;--> statement-breakpoint
-- A guest's timeline and the stats refresh read the dashboard facts by guest (dash_visits,
-- dash_sales, dash_memberships carry guests.id in guest_id). Indexes only: the dashboards set owns
-- the tables.
CREATE INDEX IF NOT EXISTS "dash_visits_guest_idx" ON "dash_visits" USING btree ("guest_id", "business_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dash_sales_guest_idx" ON "dash_sales" USING btree ("guest_id", "business_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dash_memberships_guest_idx" ON "dash_memberships" USING btree ("guest_id");
