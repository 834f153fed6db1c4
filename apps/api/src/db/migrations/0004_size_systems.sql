-- Size systems (R3.12): each product uses one, letters unless its only size is ONE.
ALTER TABLE "products" ADD COLUMN "size_system" text DEFAULT 'letters' NOT NULL;
--> statement-breakpoint
UPDATE "products" p SET "size_system" = 'one-size'
WHERE EXISTS (SELECT 1 FROM "variants" v WHERE v.product_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "variants" v WHERE v.product_id = p.id AND v.size <> 'ONE');
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_system" CHECK ("products"."size_system" in ('letters','uk-shoe','jeans','one-size'));
--> statement-breakpoint
ALTER TABLE "variants" DROP CONSTRAINT "variants_size";
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_size" CHECK ("variants"."size" in ('XS','S','M','L','XL','XXL','UK 3','UK 4','UK 5','UK 6','UK 7','UK 8','UK 9','UK 10','UK 11','UK 12','W26','W28','W30','W32','W34','W36','W38','W40','ONE'));
