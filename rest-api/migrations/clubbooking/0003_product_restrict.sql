ALTER TABLE "club_offerings" DROP CONSTRAINT "club_offerings_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "club_offerings" ADD CONSTRAINT "club_offerings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;