-- Staff roles, one owner, two-step sign-in and recorded customer exports (issue 30, decision 0035).
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL UNIQUE,
	"permissions" text[] NOT NULL,
	"built_in" text UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "staff_roles" ("name", "permissions", "built_in") VALUES
	('Admin', ARRAY['orders','refunds','catalogue','discounts','customers','content','settings','staff'], 'admin'),
	('Fulfilment', ARRAY['orders'], 'fulfilment'),
	('Catalogue', ARRAY['catalogue'], 'catalogue');
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role_id" integer REFERENCES "staff_roles"("id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;
--> statement-breakpoint
-- The earliest admin becomes the owner; every other admin gets the Admin role.
UPDATE "users" SET "is_owner" = true WHERE "id" = (SELECT min("id") FROM "users" WHERE "role" = 'admin');
--> statement-breakpoint
UPDATE "users" SET "staff_role_id" = (SELECT "id" FROM "staff_roles" WHERE "built_in" = 'admin') WHERE "role" = 'admin' AND NOT "is_owner";
--> statement-breakpoint
-- At most one owner; the owner is staff without a role; other staff have exactly one role; customers none.
CREATE UNIQUE INDEX "users_one_owner_uq" ON "users" ("is_owner") WHERE "is_owner";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_shape" CHECK (
	("role" = 'customer' AND NOT "is_owner" AND "staff_role_id" IS NULL)
	OR ("role" = 'admin' AND "is_owner" AND "staff_role_id" IS NULL)
	OR ("role" = 'admin' AND NOT "is_owner" AND "staff_role_id" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "staff_role_id" integer REFERENCES "staff_roles"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_idx" ON "staff_recovery_codes" ("user_id");
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"second_step_at" timestamp with time zone,
	"step_up_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" ("user_id");
--> statement-breakpoint
CREATE TABLE "staff_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"require_two_step" boolean DEFAULT false NOT NULL,
	"step_up_refund_over_pence" integer CHECK ("step_up_refund_over_pence" >= 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "staff_policy" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "customer_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_exports_created_idx" ON "customer_exports" ("created_at" DESC);
