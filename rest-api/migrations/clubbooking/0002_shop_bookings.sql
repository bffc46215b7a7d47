CREATE TABLE "club_shop_bookings" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"master_client_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"offering_id" integer,
	"form_key" text NOT NULL,
	"guest_id" bigint NOT NULL,
	"deal_id" integer,
	"discount_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_shop_bookings_discount_ck" CHECK ("club_shop_bookings"."discount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_master_client_id_master_clients_id_fk" FOREIGN KEY ("master_client_id") REFERENCES "public"."master_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_offering_id_club_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."club_offerings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_deal_id_club_lightning_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."club_lightning_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_shop_bookings" ADD CONSTRAINT "club_shop_bookings_discount_id_club_booking_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."club_booking_discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_shop_bookings_form_key_uq" ON "club_shop_bookings" USING btree ("master_client_id","form_key");--> statement-breakpoint
CREATE INDEX "club_shop_bookings_discount_idx" ON "club_shop_bookings" USING btree ("discount_id","guest_id");