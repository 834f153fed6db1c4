-- Gift cards and store credit (issue 34, rules R23, decision 0048): one balance ledger. An account
-- is a gift card (found by the hash of its code, which is shown once) or a customer's store credit.
-- balance_pence is what can still be spent: a hold at checkout takes from it by a conditional
-- update, so it can never go below zero (the check holds it too) and never be spent twice.
CREATE TABLE "balance_accounts" (
  "id" serial PRIMARY KEY,
  "guid" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
  "kind" text NOT NULL,
  "code_hash" text UNIQUE,
  "code_last4" text,
  "user_id" integer REFERENCES "users"("id") ON DELETE RESTRICT,
  "recipient_name" text DEFAULT '' NOT NULL,
  "recipient_email" text DEFAULT '' NOT NULL,
  "message" text DEFAULT '' NOT NULL,
  "balance_pence" integer NOT NULL,
  "issued_pence" integer NOT NULL,
  "expires_at" timestamp with time zone,
  "voided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "balance_accounts_kind" CHECK ("kind" IN ('gift_card', 'store_credit')),
  CONSTRAINT "balance_accounts_never_negative" CHECK ("balance_pence" >= 0),
  CONSTRAINT "balance_accounts_card_has_code" CHECK (("kind" = 'gift_card') = ("code_hash" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "balance_accounts_credit_uq" ON "balance_accounts" ("user_id") WHERE "kind" = 'store_credit';
--> statement-breakpoint
-- Every change of a balance, with who made it and when: amount_pence is the change to what can be spent.
CREATE TABLE "balance_entries" (
  "id" serial PRIMARY KEY,
  "account_id" integer NOT NULL REFERENCES "balance_accounts"("id") ON DELETE RESTRICT,
  "kind" text NOT NULL,
  "amount_pence" integer NOT NULL,
  "balance_after_pence" integer NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
  "actor_kind" text NOT NULL,
  "actor_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "balance_entries_kind" CHECK ("kind" IN ('issue', 'top_up', 'hold', 'capture', 'release', 'refund', 'void', 'expiry'))
);
--> statement-breakpoint
CREATE INDEX "balance_entries_account_idx" ON "balance_entries" ("account_id", "id");
--> statement-breakpoint
-- What one order holds of one account: held at checkout, captured at payment, released when the
-- checkout ends unpaid. The status moves by conditional updates, so each happens exactly once.
CREATE TABLE "balance_holds" (
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "account_id" integer NOT NULL REFERENCES "balance_accounts"("id") ON DELETE RESTRICT,
  "amount_pence" integer NOT NULL,
  "refunded_pence" integer DEFAULT 0 NOT NULL,
  "status" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("order_id", "account_id"),
  CONSTRAINT "balance_holds_status" CHECK ("status" IN ('held', 'captured', 'released')),
  CONSTRAINT "balance_holds_amounts" CHECK ("amount_pence" > 0 AND "refunded_pence" >= 0 AND "refunded_pence" <= "amount_pence")
);
--> statement-breakpoint
-- What the order's gift cards and store credit pay of its total; the rest is the card's (R23.5).
ALTER TABLE "orders" ADD COLUMN "balance_paid_pence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_paid_range" CHECK ("balance_paid_pence" >= 0 AND "balance_paid_pence" <= "total_pence");
