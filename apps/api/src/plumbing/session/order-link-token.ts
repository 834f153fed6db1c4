import type { Clock } from '../../lib/clock.ts';
import { linkTokens, type LinkClaims } from './link-tokens.ts';

/**
 * How a guest order is opened without an account (R5.15): a signed token naming one order and the
 * e-mail address it was placed with. 'checkout' is handed to the browser that just paid (a day);
 * 'mail' travels in the order's mails and the lookup mail, and proves the address (a year).
 */
export type OrderLinkPurpose = 'checkout' | 'mail';
export type OrderLinkClaims = LinkClaims<OrderLinkPurpose>;

export function orderLinkTokens(opts: { key: Uint8Array; clock: Clock }) {
  return linkTokens<OrderLinkPurpose>({
    ...opts,
    audience: 'atelier:order-link',
    ttlSeconds: { checkout: 24 * 3600, mail: 365 * 24 * 3600 },
  });
}
export type OrderLinkTokens = ReturnType<typeof orderLinkTokens>;
