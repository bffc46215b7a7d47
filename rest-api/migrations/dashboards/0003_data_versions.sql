CREATE TABLE "dash_data_versions" (
	"master_client_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dash_data_versions" ADD CONSTRAINT "dash_data_versions_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;