-- After the sale (shop rules R21): refunds counted per order, tracking on dispatch, item returns
-- and back-in-stock requests.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "refunded_pence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "carrier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_number" text;
--> statement-breakpoint
-- Orders refunded before this migration were refunded in full (cancellation) or for their items.
UPDATE "orders" SET "refunded_pence" = "total_pence" WHERE "status" = 'Cancelled' AND "paid_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" SET "refunded_pence" = "items_pence" WHERE "status" = 'Refunded';
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_pence" >= 0 and "orders"."refunded_pence" <= "orders"."total_pence");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"owner_note" text DEFAULT '' NOT NULL,
	"restocked" boolean,
	"refund_pence" integer,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "order_returns_quantity_pos" CHECK ("order_returns"."quantity" > 0),
	CONSTRAINT "order_returns_status" CHECK ("order_returns"."status" in ('Requested','Approved','Rejected'))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_returns_order_idx" ON "order_returns" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"confirm_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_requests_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "back_in_stock_requests_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "back_in_stock_open_uq" ON "back_in_stock_requests" USING btree ("variant_id",lower("email")) WHERE "back_in_stock_requests"."ended_at" is null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "back_in_stock_waiting_idx" ON "back_in_stock_requests" USING btree ("variant_id","created_at") WHERE "back_in_stock_requests"."ended_at" is null;
