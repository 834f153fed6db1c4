-- Guest checkout (issue 29, decision 0042). A guest's orders belong to a guest row of users (no
-- password, never signed in), one per e-mail address; accounts keep one address each, guests may
-- share theirs with an account until a claim or a sign-in brings the orders over.
ALTER TABLE "users" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DROP INDEX "users_email_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" (lower("email")) WHERE NOT "guest";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_email_uq" ON "users" (lower("email")) WHERE "guest";
--> statement-breakpoint
-- Once-per-customer codes count by the normalised e-mail address, for guests and customers alike.
ALTER TABLE "discount_redemptions" ADD COLUMN "email" text;
--> statement-breakpoint
UPDATE "discount_redemptions" r SET "email" = lower(trim(u."email")) FROM "users" u WHERE u."id" = r."user_id";
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ALTER COLUMN "email" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "discount_redemptions_email_idx" ON "discount_redemptions" ("discount_code_id", "email");
--> statement-breakpoint
-- The guest cart a guest order was made from, so that paying empties that cart as it does a customer's.
ALTER TABLE "orders" ADD COLUMN "guest_cart_id" integer REFERENCES "carts"("id") ON DELETE SET NULL;
