CREATE TABLE "calendar_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_client_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"exception_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_client_id" integer NOT NULL,
	"location_id" integer,
	"kind" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"master_client_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "date_format" text DEFAULT 'MM/dd/yyyy' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_settings" ADD COLUMN "weekly_availability" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_exceptions" ADD CONSTRAINT "calendar_exceptions_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exceptions" ADD CONSTRAINT "calendar_exceptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_exceptions_location_date_idx" ON "calendar_exceptions" USING btree ("location_id","exception_date");--> statement-breakpoint
CREATE INDEX "calendar_exceptions_master_client_idx" ON "calendar_exceptions" USING btree ("master_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_settings_scope_uq" ON "integration_settings" USING btree ("master_client_id","kind",coalesce("location_id", 0));--> statement-breakpoint
CREATE INDEX "registration_settings_master_client_idx" ON "registration_settings" USING btree ("master_client_id");