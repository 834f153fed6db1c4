/** At most `max` attempts in each window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface Limits {
  perIp?: Limit;
  perAddress?: Limit;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Defaults for the limited calls (R8.4). Generous enough for a person who mistypes, small
 * enough that guessing passwords or codes, or mail-bombing an address, goes nowhere.
 */
export const DEFAULT_LIMITS: Record<string, Required<Limits>> = {
  login: { perIp: { max: 30, windowMs: 15 * MIN }, perAddress: { max: 10, windowMs: 15 * MIN } },
  register: { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  'forgot-password': { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  'verify-reset-code': { perIp: { max: 20, windowMs: 15 * MIN }, perAddress: { max: 10, windowMs: 15 * MIN } },
  'change-password': { perIp: { max: 20, windowMs: 15 * MIN }, perAddress: { max: 10, windowMs: 15 * MIN } },
  'resend-verification': { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  newsletter: { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  // Each request may mail the address, so it is held like the newsletter signup (R21.15).
  // Six-digit codes: a guesser gets a handful of tries, a person who mistypes several (R13.11).
  'two-step': { perIp: { max: 30, windowMs: 15 * MIN }, perAddress: { max: 10, windowMs: 15 * MIN } },
  'back-in-stock': { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  // Guests (R5.18): each lookup may mail the address; a claim chooses a password; a guest checkout holds stock.
  'order-lookup': { perIp: { max: 10, windowMs: 15 * MIN }, perAddress: { max: 5, windowMs: HOUR } },
  'order-claim': { perIp: { max: 10, windowMs: HOUR }, perAddress: { max: 5, windowMs: HOUR } },
  'guest-checkout': { perIp: { max: 20, windowMs: HOUR }, perAddress: { max: 10, windowMs: HOUR } },
  // Writing a review (R25.8): counted per client and per account; a buyer edits a few times at most.
  review: { perIp: { max: 20, windowMs: HOUR }, perAddress: { max: 10, windowMs: HOUR } },
  // A gift card's balance by its code (R23.10): enough for a person, nothing for a guesser.
  'gift-card-balance': { perIp: { max: 20, windowMs: 15 * MIN }, perAddress: { max: 20, windowMs: 15 * MIN } },
  // Buying a gift card opens a payment session (R23.11): held like a guest checkout.
  'gift-card-purchase': { perIp: { max: 20, windowMs: HOUR }, perAddress: { max: 10, windowMs: HOUR } },
};

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: MIN, h: HOUR, d: 24 * HOUR };

/**
 * Reads RATE_LIMITS, a list of overrides such as "login.ip=20/15m, login.address=5/15m,
 * newsletter.ip=100/1h" (name.ip or name.address = max/window; window units ms, s, m, h, d).
 */
export function parseRateLimits(text: string): Record<string, Limits> {
  const out: Record<string, Limits> = {};
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    const m = /^([a-z0-9-]+)\.(ip|address)=(\d+)\/(\d+)(ms|s|m|h|d)$/.exec(entry);
    if (!m) throw new Error(`RATE_LIMITS: cannot read "${entry}" (expected e.g. login.ip=20/15m)`);
    const [, name, scope, max, amount, unit] = m as unknown as [string, string, 'ip' | 'address', string, string, string];
    const windowMs = Number(amount) * UNITS[unit]!;
    if (windowMs <= 0) throw new Error(`RATE_LIMITS: "${entry}" has an empty window`);
    const limits = (out[name] ??= {});
    limits[scope === 'ip' ? 'perIp' : 'perAddress'] = { max: Number(max), windowMs };
  }
  return out;
}
