CREATE TABLE "message_sends" (
	"master_client_id" integer NOT NULL,
	"time_type_id" integer NOT NULL,
	"subject" text NOT NULL,
	"occurrence" text NOT NULL,
	"outcome" text NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sends_master_client_id_time_type_id_subject_occurrence_pk" PRIMARY KEY("master_client_id","time_type_id","subject","occurrence"),
	CONSTRAINT "message_sends_outcome_ck" CHECK ("message_sends"."outcome" in ('QUEUED', 'NO_ADDRESS'))
);
--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_message_id_guest_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."guest_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_sends_message_idx" ON "message_sends" USING btree ("message_id");