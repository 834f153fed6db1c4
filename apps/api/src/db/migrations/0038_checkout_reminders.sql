-- Checkout reminders (issue 34, decision 0050, R24): the shopper's answer at checkout (consent to a
-- reminder, or a refusal), one row per checkout reminded (its primary key is what makes a reminder
-- go once, whichever instance sweeps), and the addresses that said no to reminders.
ALTER TABLE "orders" ADD COLUMN "reminder_consent" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "checkout_reminders" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "basis" text NOT NULL,
  "sent_at" timestamp with time zone NOT NULL,
  "restored_at" timestamp with time zone,
  CONSTRAINT "checkout_reminders_basis" CHECK ("basis" in ('consent', 'newsletter', 'soft-opt-in'))
);
--> statement-breakpoint
CREATE INDEX "checkout_reminders_user_sent_idx" ON "checkout_reminders" ("user_id", "sent_at");
--> statement-breakpoint
CREATE INDEX "checkout_reminders_sent_idx" ON "checkout_reminders" ("sent_at");
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
  "email" text PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_unpaid_created_idx" ON "orders" ("created_at") WHERE "status" in ('PendingPayment', 'PaymentFailed', 'Expired');
