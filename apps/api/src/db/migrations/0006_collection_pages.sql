-- Collections become pages (shop rules R18): each may have its own picture. Existing collections
-- keep none (NULL) and show a cover of one of their products until the owner picks one.
ALTER TABLE "collections" ADD COLUMN IF NOT EXISTS "image_id" uuid;
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "collections" ADD CONSTRAINT "collections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
-- The colour facet groups live products by colour and the colour filter looks them up (R15.13).
CREATE INDEX IF NOT EXISTS "products_live_colour_idx" ON "products" ("colour") WHERE "archived_at" IS NULL;
