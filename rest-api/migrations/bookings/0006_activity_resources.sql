CREATE TABLE "booking_activity_resources" (
	"master_client_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_activity_resources_activity_id_resource_id_pk" PRIMARY KEY("activity_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "booking_activity_resources" ADD CONSTRAINT "booking_activity_resources_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity_resources" ADD CONSTRAINT "booking_activity_resources_activity_id_booking_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."booking_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity_resources" ADD CONSTRAINT "booking_activity_resources_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_activity_resources_resource_idx" ON "booking_activity_resources" USING btree ("master_client_id","resource_id");