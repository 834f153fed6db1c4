-- Colour as part of a style (shop rules R17.1, R17.2): one product per colour, siblings share a
-- style key, and each colour has a swatch value.
ALTER TABLE "products" ADD COLUMN "colour_hex" text DEFAULT '#9e9e9e' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style_key" text;
--> statement-breakpoint
-- Existing products of the same name are one style in different colours (the demo names each
-- colourway of a style alike), so the key is the name in lower-case words joined by hyphens.
UPDATE "products" SET "style_key" = coalesce(
  nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''),
  'style-' || "id"
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "style_key" SET NOT NULL;
--> statement-breakpoint
-- Swatch values from the shop's palette (packages/contract/src/catalogue/colours.ts); unknown names keep the grey.
UPDATE "products" SET "colour_hex" = CASE lower(regexp_replace(trim("colour"), '\s+', ' ', 'g'))
    WHEN 'black' THEN '#242424'
    WHEN 'white' THEN '#f7f6f2'
    WHEN 'off-white' THEN '#efebe2'
    WHEN 'ecru' THEN '#e6dcc6'
    WHEN 'cream' THEN '#f0e6cf'
    WHEN 'oatmeal' THEN '#d6c9b0'
    WHEN 'stone' THEN '#c9bfae'
    WHEN 'sand' THEN '#d9c39f'
    WHEN 'camel' THEN '#b98a58'
    WHEN 'tan' THEN '#a5714a'
    WHEN 'chocolate' THEN '#5b3d2e'
    WHEN 'brown' THEN '#6f4a33'
    WHEN 'navy' THEN '#1f2b45'
    WHEN 'indigo' THEN '#2c3a63'
    WHEN 'mid wash' THEN '#5f7fa6'
    WHEN 'light wash' THEN '#9db5cf'
    WHEN 'washed black' THEN '#3b3b3e'
    WHEN 'light blue' THEN '#b4cbe0'
    WHEN 'sky blue' THEN '#8fb9df'
    WHEN 'charcoal' THEN '#3d3f43'
    WHEN 'grey marl' THEN '#a3a3a1'
    WHEN 'slate' THEN '#5f6b73'
    WHEN 'sage' THEN '#9fb08d'
    WHEN 'olive' THEN '#686a3c'
    WHEN 'khaki' THEN '#8d875c'
    WHEN 'forest green' THEN '#2f4a37'
    WHEN 'bottle green' THEN '#1f3d31'
    WHEN 'burgundy' THEN '#6d2130'
    WHEN 'red' THEN '#b2322f'
    WHEN 'rust' THEN '#a5532f'
    WHEN 'terracotta' THEN '#c06a45'
    WHEN 'blush' THEN '#e9c3bb'
    WHEN 'dusty pink' THEN '#cf9c98'
    WHEN 'lilac' THEN '#bcaad0'
    WHEN 'mustard' THEN '#cfa23d'
    WHEN 'butter yellow' THEN '#efe0a0'
    WHEN 'navy stripe' THEN '#ece4d2'
    WHEN 'red stripe' THEN '#ece4d2'
    WHEN 'navy check' THEN '#22304c'
    WHEN 'camel check' THEN '#b98a58'
    WHEN 'red check' THEN '#a8302e'
    ELSE "colour_hex"
  END;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_hex" CHECK ("products"."colour_hex" ~ '^#[0-9a-f]{6}$');
--> statement-breakpoint
-- A product inserted without a style key is a style of its own: its key is its slug.
CREATE OR REPLACE FUNCTION atelier_product_style_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.style_key IS NULL OR NEW.style_key = '' THEN
    NEW.style_key := NEW.slug;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_style_key_default BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION atelier_product_style_key();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_style_idx" ON "products" USING btree ("style_key");
