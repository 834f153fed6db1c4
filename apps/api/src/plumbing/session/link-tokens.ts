import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.ts';

/** What a link in a mail or a redirect proves: one order, the address it concerns, and what for. */
export interface LinkClaims<P extends string> {
  orderGuid: string;
  email: string;
  purpose: P;
}

/**
 * Signed links naming an order and an e-mail address: the guest's order links and the checkout
 * reminder's links are both these. Each kind has its own audience, so one never opens as the other,
 * and each purpose its own lifetime.
 */
export function linkTokens<P extends string>(opts: { key: Uint8Array; clock: Clock; audience: string; ttlSeconds: Record<P, number> }) {
  const { key, clock, audience, ttlSeconds } = opts;
  const isPurpose = (p: unknown): p is P => typeof p === 'string' && Object.hasOwn(ttlSeconds, p);
  return {
    async sign(claims: LinkClaims<P>): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ email: claims.email, purpose: claims.purpose })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.orderGuid)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds[claims.purpose])
        .sign(key);
    },

    /** The claims of a good, unexpired token of this kind; undefined for anything else, whatever was wrong. */
    async verify(token: string): Promise<LinkClaims<P> | undefined> {
      if (!token || token.length > 2048) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const { email, purpose } = payload as { email?: unknown; purpose?: unknown };
        if (typeof email !== 'string' || !isPurpose(purpose)) return undefined;
        return { orderGuid: payload.sub!, email, purpose };
      } catch {
        return undefined;
      }
    },
  };
}
