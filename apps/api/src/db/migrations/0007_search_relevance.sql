-- Search as shoppers mean it (shop rules R19, decision 0017). One definition of a product's search
-- document, in SQL, so the migration, the seed, the admin writes and the benchmark build it alike.
-- Words are lower-cased, apostrophes dropped (men's -> mens), a one-letter prefix joined to its word
-- (t-shirt, t shirt -> tshirt; v-neck -> vneck) and other hyphenated words kept whole and in parts
-- (wide-leg -> wideleg wide leg).
CREATE OR REPLACE FUNCTION atelier_search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
           regexp_replace(regexp_replace(lower(t), '[''’]', '', 'g'), '\m([b-hj-z])[- ]([a-z]{2})', '\1\2', 'g'),
           '([a-z0-9]+)-([a-z0-9]+)', '\1\2 \1 \2', 'g')
$$;
--> statement-breakpoint
-- Name first, then category, colour, and the description last: ts_rank weighs them in that order.
CREATE OR REPLACE FUNCTION atelier_search_vector(name text, category text, colour text, detail text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select setweight(to_tsvector('english', atelier_search_words(name)), 'A') ||
         setweight(to_tsvector('english', atelier_search_words(category)), 'B') ||
         setweight(to_tsvector('english', atelier_search_words(colour)), 'C') ||
         setweight(to_tsvector('english', atelier_search_words(detail)), 'D')
$$;
--> statement-breakpoint
-- The English stem of one word ('' for a stop word), as the search vectors store it.
CREATE OR REPLACE FUNCTION atelier_stem(w text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce((select lexeme from unnest(to_tsvector('english', w)) limit 1), '')
$$;
--> statement-breakpoint
-- Groups of words that mean the same to a shopper (jumper, sweater); the owner edits them (R19.3).
CREATE TABLE IF NOT EXISTS "search_synonyms" (
  "id" serial PRIMARY KEY NOT NULL,
  "terms" text[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "search_synonyms_terms" CHECK (cardinality("terms") BETWEEN 2 AND 20)
);
--> statement-breakpoint
INSERT INTO "search_synonyms" ("terms") VALUES
  ('{jumper,sweater,pullover}'),
  ('{trainers,sneakers}'),
  ('{trousers,pants,slacks}'),
  ('{tshirt,tee}'),
  ('{bag,handbag,purse}'),
  ('{hoodie,sweatshirt}'),
  ('{vest,tank,singlet}'),
  ('{jacket,coat,outerwear}'),
  ('{scarf,scarves}'),
  ('{hat,beanie}'),
  ('{hat,cap}'),
  ('{card holder,wallet}'),
  ('{knitwear,knit,knits}'),
  ('{shoes,footwear}'),
  ('{cardigan,cardi}'),
  ('{puffer,padded}'),
  ('{blazer,sport coat}');
--> statement-breakpoint
CREATE TRIGGER search_synonyms_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION atelier_catalogue_changed();
--> statement-breakpoint
-- The vocabulary now holds the words as written, each with its stem: a misspelt word is matched
-- against words, and "did you mean" can offer a word rather than a stem.
DELETE FROM "search_terms";
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN IF NOT EXISTS "stem" text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_stem_idx" ON "search_terms" ("stem");
--> statement-breakpoint
-- search_text and its trigram index were only written, never read.
DROP INDEX IF EXISTS "products_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_text";
--> statement-breakpoint
UPDATE "products" p SET "search_vector" = atelier_search_vector(p.name, c.name, p.colour, p.detail)
FROM "categories" c WHERE c.id = p.category_id;
--> statement-breakpoint
INSERT INTO "search_terms" ("term", "stem")
SELECT w, atelier_stem(w) FROM (
  SELECT DISTINCT w FROM "products" p JOIN "categories" c ON c.id = p.category_id,
    regexp_split_to_table(atelier_search_words(p.name || ' ' || c.name || ' ' || p.colour || ' ' || p.detail), '[^a-z0-9]+') AS w
  WHERE length(w) > 2
) d WHERE atelier_stem(w) <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The sizes each product can be bought in, kept by a trigger like stock_total (0001), so a size
-- filter and the size facet need not join variants (R15.13, R19.6). Arrays change by element, so
-- two sales at once of different sizes of one product both land.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "sizes_in_stock" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_keep_sizes_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.quantity > 0 AND (TG_OP = 'DELETE' OR NEW.quantity <= 0 OR NEW.size <> OLD.size OR NEW.product_id <> OLD.product_id) THEN
    UPDATE products SET sizes_in_stock = array_remove(sizes_in_stock, OLD.size) WHERE id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.quantity > 0 AND (TG_OP = 'INSERT' OR OLD.quantity <= 0 OR NEW.size <> OLD.size OR NEW.product_id <> OLD.product_id) THEN
    UPDATE products SET sizes_in_stock = CASE WHEN NEW.size = ANY (sizes_in_stock) THEN sizes_in_stock ELSE sizes_in_stock || NEW.size END
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS variants_sizes_in_stock ON variants;
--> statement-breakpoint
CREATE TRIGGER variants_sizes_in_stock AFTER INSERT OR UPDATE OR DELETE ON variants FOR EACH ROW EXECUTE FUNCTION variants_keep_sizes_in_stock();
--> statement-breakpoint
UPDATE "products" p SET "sizes_in_stock" = s.sizes
FROM (SELECT product_id, array_agg(size ORDER BY size) AS sizes FROM variants WHERE quantity > 0 GROUP BY product_id) s
WHERE s.product_id = p.id;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_sizes_idx" ON "products" USING gin ("sizes_in_stock") WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The listing's own order with every filter and facet column alongside: the newest products, the
-- facet counts over them (R19.6) and the filters on them are read from the index alone.
CREATE INDEX IF NOT EXISTS "products_live_newest_cover_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("colour", "colour_hex", "category_id", "gender", "price_pence", "on_sale", "stock_total", "sizes_in_stock")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- The filter index of 0003 again, now carrying what a filtered page, its count and its facets read,
-- so those need no visit to the (wide) table rows.
CREATE INDEX IF NOT EXISTS "products_live_filter_cover_idx" ON "products" ("category_id", "gender", "price_pence")
  INCLUDE ("on_sale", "stock_total", "sizes_in_stock", "colour", "colour_hex", "created_at", "id")
  WHERE "archived_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_live_filter_idx";
