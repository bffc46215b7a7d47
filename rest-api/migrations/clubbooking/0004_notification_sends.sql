CREATE TABLE "club_notification_sends" (
	"notification_id" integer NOT NULL,
	"booking_id" bigint NOT NULL,
	"master_client_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"message_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_notification_sends_notification_id_booking_id_pk" PRIMARY KEY("notification_id","booking_id"),
	CONSTRAINT "club_notification_sends_outcome_ck" CHECK ("club_notification_sends"."outcome" in ('QUEUED', 'NO_ADDRESS'))
);
--> statement-breakpoint
ALTER TABLE "club_notification_sends" ADD CONSTRAINT "club_notification_sends_notification_id_club_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."club_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_notification_sends" ADD CONSTRAINT "club_notification_sends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_notification_sends" ADD CONSTRAINT "club_notification_sends_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_notification_sends" ADD CONSTRAINT "club_notification_sends_message_id_guest_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."guest_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_notification_sends_booking_idx" ON "club_notification_sends" USING btree ("booking_id");