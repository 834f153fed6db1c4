import { z } from 'zod';
import { Email, NewPassword } from '../customers/auth.ts';

/**
 * Guest orders (R5.14-R5.17, decision 0042): opened by a signed link token sent in this header,
 * found again by e-mail address and order number, and claimed into an account with a password.
 */
export const ORDER_LINK_HEADER = 'x-order-link';

/** The storefront keeps the link of the order just paid here (HttpOnly), for its confirmation page. */
export const ORDER_LINK_COOKIE = 'atelier_order_link';

export const OrderLookupBody = z.strictObject({
  email: Email,
  orderNumber: z.string().trim().min(1, 'is required').max(40),
});
export type OrderLookupBody = z.infer<typeof OrderLookupBody>;

/** One answer whether or not the address has orders (R5.15). */
export const ORDER_LOOKUP_MESSAGE =
  'If that order number was placed with that email address, we have emailed it a link to the order. The link opens that order only.';

export const ClaimOrderBody = z.strictObject({ password: NewPassword });

export const GUEST_ORDER_MESSAGES = {
  accountExists: 'This email address already has an account. Please sign in to see your orders there.',
  linkInvalid: 'This order link is not valid any more. Please find your order again with your email address and order number.',
} as const;

/** What the confirmation page of a guest order needs for its create-account field (R5.17). */
export const GuestOrderInfo = z.object({
  email: z.string(),
  /** The address has an account already: sign-in is offered instead of a password field. */
  hasAccount: z.boolean(),
});
export type GuestOrderInfo = z.infer<typeof GuestOrderInfo>;
