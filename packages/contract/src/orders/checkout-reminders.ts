import { z } from 'zod';

/**
 * Checkout reminders (R24, decision 0050): one mail about a checkout left unpaid, sent only with the
 * shopper's consent or under the soft opt-in, with a link that puts the basket back and one that
 * stops every future reminder.
 */

/** What a shopper answers at checkout (R24.2): a tick for a reminder, or a refusal of all reminders. */
export const REMINDER_CHOICES = ['consent', 'refused'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

/** Why a reminder was allowed (R24.2). */
export const REMINDER_BASES = ['consent', 'newsletter', 'soft-opt-in'] as const;
export type ReminderBasis = (typeof REMINDER_BASES)[number];

/** A checkout older than the delay and this many hours more is never reminded: turning reminders on does not mail old baskets (R24.3). */
export const REMINDER_MAX_LATE_HOURS = 48;
/** An order paid this many days after a reminder counts as recovered by it (R24.8). */
export const RECOVERY_WINDOW_DAYS = 7;
/** The owner's figures cover the reminders sent in these last days (R24.8). */
export const REMINDER_FIGURES_DAYS = 30;

/** GET /api/checkout-reminders/restore and /unsubscribe: the signed token from the mail's link. */
export const ReminderLinkQuery = z.object({ token: z.string().min(1, 'token is required').max(2048) });
export type ReminderLinkQuery = z.infer<typeof ReminderLinkQuery>;

export const RestoredBasket = z
  .object({
    /** Lines put back in the cart, priced and stock-checked now. */
    restored: z.number().int(),
    /** Names of lines that can no longer be bought. */
    unavailable: z.array(z.string()),
  })
  .meta({ id: 'RestoredBasket' });
export type RestoredBasket = z.infer<typeof RestoredBasket>;

export const ReminderUnsubscribed = z.object({ message: z.string() }).meta({ id: 'ReminderUnsubscribed' });

export const REMINDER_MESSAGES = {
  badLink: 'This link is not valid or has expired.',
  unsubscribed: 'You will not get any more basket reminders from us.',
} as const;

/** GET /api/admin/checkout-reminders: what the reminders did over the last days (R24.8). */
export const CheckoutReminderFigures = z
  .object({
    enabled: z.boolean(),
    delayMinutes: z.number().int(),
    days: z.number().int(),
    sent: z.number().int(),
    /** Reminders whose basket link was opened. */
    restored: z.number().int(),
    /** Reminders followed by a paid order within RECOVERY_WINDOW_DAYS, and what those orders took. */
    recovered: z.number().int(),
    recoveredPence: z.number().int(),
    optOuts: z.number().int(),
  })
  .meta({ id: 'AdminCheckoutReminderFigures' });
export type CheckoutReminderFigures = z.infer<typeof CheckoutReminderFigures>;
