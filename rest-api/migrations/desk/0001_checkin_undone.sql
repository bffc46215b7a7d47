ALTER TABLE "desk_checkins" ADD COLUMN "undone_by" integer;--> statement-breakpoint
ALTER TABLE "desk_checkins" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_checkins" ADD CONSTRAINT "desk_checkins_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;