-- Every change of a variant's quantity, with why and who (R3.16, decision 0034). Rows are written by
-- apps/api/src/modules/inventory in the transaction that changes the quantity; nothing updates them.
CREATE TABLE "stock_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_history_quantities" CHECK ("quantity_before" >= 0 AND "quantity_after" >= 0),
	CONSTRAINT "stock_history_reason" CHECK ("reason" IN ('opening', 'new-style', 'new-colour', 'new-size', 'duplicate', 'adjustment', 'import', 'sale', 'expiry', 'payment-failed', 'cancellation', 'return-restocked', 'seed')),
	CONSTRAINT "stock_history_actor" CHECK ("actor_kind" IN ('staff', 'customer', 'system') AND ("actor_kind" <> 'system' OR "actor_user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Checked at commit: a sale's row is written before its order's row (checkout takes the stock first, see R3.16).
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- A variant's page, newest first.
CREATE INDEX "stock_history_variant_idx" ON "stock_history" USING btree ("variant_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "stock_history_order_idx" ON "stock_history" USING btree ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
-- The stock already on record when the history began, so a variant's rows add up to its quantity.
INSERT INTO "stock_history" ("variant_id", "quantity_before", "quantity_after", "reason", "actor_kind")
SELECT "id", 0, "quantity", 'opening', 'system' FROM "variants" ORDER BY "id";
