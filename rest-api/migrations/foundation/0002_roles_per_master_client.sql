-- Roles and role assignments per master client (issue 8, DESIGN.md "Permissions"). Each user
-- gets one role in each of their master clients: the lowest-id role they held that is shared
-- (master_client_id null) or belongs to that master client, as roleOfUser read it before.
ALTER TABLE "roles" ADD COLUMN "is_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "roles" SET "is_provider" = true WHERE "master_client_id" IS NULL AND "name" = 'Provider support';--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_role_id_pk";--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "master_client_id" integer;--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "master_client_id", "role_id")
SELECT DISTINCT ON (umc."user_id", umc."master_client_id") umc."user_id", umc."master_client_id", ur."role_id"
FROM "user_master_clients" umc
JOIN "user_roles" ur ON ur."user_id" = umc."user_id" AND ur."master_client_id" IS NULL
JOIN "roles" r ON r."id" = ur."role_id" AND (r."master_client_id" IS NULL OR r."master_client_id" = umc."master_client_id")
ORDER BY umc."user_id", umc."master_client_id", ur."role_id";--> statement-breakpoint
DELETE FROM "user_roles" WHERE "master_client_id" IS NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ALTER COLUMN "master_client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_master_client_id_pk" PRIMARY KEY("user_id","master_client_id");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_membership_fk" FOREIGN KEY ("user_id","master_client_id") REFERENCES "public"."user_master_clients"("user_id","master_client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");
