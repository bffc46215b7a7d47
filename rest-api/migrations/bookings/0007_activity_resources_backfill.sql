-- Activities saved before an activity could use several resources: their one resource becomes
-- the first (and only) row of booking_activity_resources.
INSERT INTO "booking_activity_resources" ("master_client_id", "activity_id", "resource_id", "sort")
SELECT "master_client_id", "id", "resource_id", 0 FROM "booking_activities"
ON CONFLICT DO NOTHING;
