/** People: customers and admins, their sign-in tokens, saved addresses and admin invitations. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Tokens issued before this instant are revoked (password change or reset). */
    tokensValidAfter: tstz('tokens_valid_after').notNull().defaultNow(),
    /** Staff only (R13.7): the one owner holds every permission; everyone else has a role. */
    isOwner: boolean('is_owner').notNull().default(false),
    staffRoleId: integer('staff_role_id'),
    /** Two-step sign-in (R13.11): the TOTP secret once enrolment is confirmed, and the last time step used. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: tstz('totp_enabled_at'),
    totpLastStep: integer('totp_last_step'),
    /** A guest's row (0042): owns the orders placed with its e-mail address, has no password and never signs in. */
    guest: boolean('guest').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.guest}`),
    uniqueIndex('users_guest_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.guest}`),
    check('users_role', sql`${t.role} in ('customer','admin')`),
  ],
);

/** Single tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
});

export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
    /** Set once the code is verified; reset-password must present it. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: tstz('reset_token_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_user_idx').on(t.userId)],
);

/** A customer's saved delivery addresses (R20.15). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** An owner's invitation to another admin (R22.8): the link carries the token, only its hash is kept. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The role the invitee gets (R13.8); null in invitations made before roles. */
    staffRoleId: integer('staff_role_id'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [index('admin_invitations_email_idx').on(sql`lower(${t.email})`)],
);
