-- Gift cards sold in the shop (issue 34 part 2, rules R23.11-R23.15, decision 0056). A sale is paid
-- through the same providers as an order, with a payment session of its own, and is not an order:
-- no lines, no VAT (a multi-purpose voucher, 0048), no delivery, no stock. Once paid it issues a
-- card through the ledger; the code is drawn and mailed on the send date, claimed by sent_at so
-- two instances never mail it twice.
CREATE TABLE "gift_card_sales" (
  "id" serial PRIMARY KEY,
  "guid" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "buyer_name" text NOT NULL,
  "buyer_email" text NOT NULL,
  "recipient_name" text NOT NULL,
  "recipient_email" text NOT NULL,
  "message" text DEFAULT '' NOT NULL,
  "amount_pence" integer NOT NULL,
  "send_on" date NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "account_id" integer UNIQUE REFERENCES "balance_accounts"("id") ON DELETE RESTRICT,
  "payment_ref" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  "sent_at" timestamp with time zone,
  CONSTRAINT "gift_card_sales_status" CHECK ("status" IN ('pending', 'paid', 'expired')),
  CONSTRAINT "gift_card_sales_amount" CHECK ("amount_pence" BETWEEN 500 AND 100000),
  CONSTRAINT "gift_card_sales_paid_has_card" CHECK (("status" = 'paid') = ("account_id" IS NOT NULL)),
  CONSTRAINT "gift_card_sales_sent_when_paid" CHECK ("sent_at" IS NULL OR "status" = 'paid')
);
--> statement-breakpoint
CREATE INDEX "gift_card_sales_due_idx" ON "gift_card_sales" ("send_on") WHERE "status" = 'paid' AND "sent_at" IS NULL;
--> statement-breakpoint
-- A payment session pays an order or a gift card sale, never both.
ALTER TABLE "payment_sessions" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "gift_card_sale_id" integer REFERENCES "gift_card_sales"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_gift_card_sale_uq" ON "payment_sessions" ("gift_card_sale_id");
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_one_subject" CHECK (("order_id" IS NULL) <> ("gift_card_sale_id" IS NULL));
--> statement-breakpoint
-- Where a gift card came from (R23.15): the owner issued it or a shopper bought it.
ALTER TABLE "balance_accounts" ADD COLUMN "source" text;
--> statement-breakpoint
UPDATE "balance_accounts" SET "source" = 'issued' WHERE "kind" = 'gift_card';
--> statement-breakpoint
ALTER TABLE "balance_accounts" ADD CONSTRAINT "balance_accounts_source" CHECK (("kind" = 'gift_card') = ("source" IS NOT NULL) AND "source" IN ('issued', 'sold'));
