-- The demo's notification templates named variables the strict renderer does not know
-- ({{firstName}}, {{time}}); now that notifications are sent (jobs/clubNotifications.ts) they
-- would fail on every pass. Only the demo's exact texts are rewritten; an operator's own are kept.
UPDATE "club_notifications" SET "template" = 'Hi {{ guest.firstName }}, your visit is tomorrow at {{ booking.time }}.'
  WHERE "template" = 'Hi {{firstName}}, your visit is tomorrow at {{time}}.';--> statement-breakpoint
UPDATE "club_notifications" SET "template" = 'Hi {{ guest.firstName }}, thank you for visiting us today!'
  WHERE "template" = 'Hi {{firstName}}, thank you for visiting us today!';
