ALTER TABLE "dash_bookings" ADD COLUMN "sale_id" bigint;--> statement-breakpoint
ALTER TABLE "dash_products" ADD COLUMN "catalogue_id" integer;--> statement-breakpoint
ALTER TABLE "dash_revenue_classes" ADD COLUMN "catalogue_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "dash_products_catalogue_idx" ON "dash_products" USING btree ("catalogue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dash_revenue_classes_catalogue_idx" ON "dash_revenue_classes" USING btree ("catalogue_id");