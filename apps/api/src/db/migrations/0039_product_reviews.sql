-- Product reviews with fit (R25, decision 0051): one per buyer per product (edited in place), waiting
-- for the owner until approved. The product page reads the approved ones by the partial index, apart
-- from the catalogue's product answer, so no catalogue notice is needed when one is shown or hidden.
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rating" smallint NOT NULL,
	"fit" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "product_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_fit" CHECK ("fit" IN ('small','true','large')),
	CONSTRAINT "product_reviews_status" CHECK ("status" IN ('pending','approved','hidden'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_buyer" ON "product_reviews" ("product_id", "user_id");
--> statement-breakpoint
CREATE INDEX "product_reviews_shown_idx" ON "product_reviews" ("product_id", "created_at" DESC, "id" DESC) WHERE "status" = 'approved';
--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" ("status", "created_at" DESC);
