-- Statement triggers record every written row of the tables the change feed serves into
-- venue_changes (entity 1 feed_transactions, 2 bookings, 3 guests; op I, U or D), in the writer's
-- transaction, so the log commits or rolls back with the write. One insert per statement, reading
-- the statement's transition table: a batch of a thousand transactions costs one insert here.
-- Transition tables allow one event per trigger, hence a trigger per event.
CREATE FUNCTION venue_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO venue_changes (master_client_id, entity, row_id, op)
  SELECT master_client_id, TG_ARGV[0]::smallint, id, left(TG_OP, 1) FROM changed_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER feed_transactions_changes_insert AFTER INSERT ON feed_transactions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('1');--> statement-breakpoint
CREATE TRIGGER feed_transactions_changes_update AFTER UPDATE ON feed_transactions REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('1');--> statement-breakpoint
CREATE TRIGGER feed_transactions_changes_delete AFTER DELETE ON feed_transactions REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('1');--> statement-breakpoint
CREATE TRIGGER bookings_changes_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('2');--> statement-breakpoint
CREATE TRIGGER bookings_changes_update AFTER UPDATE ON bookings REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('2');--> statement-breakpoint
CREATE TRIGGER bookings_changes_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('2');--> statement-breakpoint
CREATE TRIGGER guests_changes_insert AFTER INSERT ON guests REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('3');--> statement-breakpoint
CREATE TRIGGER guests_changes_update AFTER UPDATE ON guests REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('3');--> statement-breakpoint
CREATE TRIGGER guests_changes_delete AFTER DELETE ON guests REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_changes_record('3');--> statement-breakpoint
-- Rows written before the log existed: one CREATED change each, in this migration's transaction.
INSERT INTO venue_changes (master_client_id, entity, row_id, op)
SELECT master_client_id, 1, id, 'I' FROM feed_transactions ORDER BY id;--> statement-breakpoint
INSERT INTO venue_changes (master_client_id, entity, row_id, op)
SELECT master_client_id, 2, id, 'I' FROM bookings ORDER BY id;--> statement-breakpoint
INSERT INTO venue_changes (master_client_id, entity, row_id, op)
SELECT master_client_id, 3, id, 'I' FROM guests ORDER BY id;
