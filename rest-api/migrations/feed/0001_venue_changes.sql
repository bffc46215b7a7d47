CREATE TABLE "venue_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"master_client_id" integer NOT NULL,
	"entity" smallint NOT NULL,
	"row_id" bigint NOT NULL,
	"op" text NOT NULL,
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "venue_changes_page_idx" ON "venue_changes" USING btree ("master_client_id","entity","xid","id");