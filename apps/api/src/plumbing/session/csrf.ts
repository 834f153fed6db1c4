import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@atelier/contract/customers';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_FAILED = {
  message: 'This request could not be verified. Please reload the page and try again.',
  code: 'CSRF_FAILED',
} as const;

/**
 * The CSRF token of one session: an HMAC of the session token's jti, so a token planted by
 * anyone without the server key (for instance a cookie set from a sibling domain) never matches.
 */
export function csrfTokenFor(csrfKey: Uint8Array, jti: string): string {
  return createHmac('sha256', csrfKey).update(jti).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * THE CSRF rule (R7.3), the only place it is written. A state-changing /api request that
 * would be authenticated by the session cookie (it has the cookie and no Authorization header)
 * must either come from the store's own origin (Origin, else Referer, equal to PUBLIC_URL's) or
 * carry the session's CSRF token in the x-csrf-token header, equal to the atelier_csrf cookie.
 * Bearer requests are exempt: a browser never adds that header on its own.
 */
export function csrfGuard(opts: { publicOrigin: string; csrfKey: Uint8Array }) {
  return async function csrfHook(request: FastifyRequest, reply: FastifyReply) {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers.authorization !== undefined) return;
    const session = request.cookies[SESSION_COOKIE];
    if (!session) return;

    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin === opts.publicOrigin) return;

    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header === 'string' && cookie && sameText(header, cookie)) {
      let jti: unknown;
      try {
        jti = decodeJwt(session).jti;
      } catch {
        jti = undefined;
      }
      if (typeof jti === 'string' && sameText(header, csrfTokenFor(opts.csrfKey, jti))) return;
    }
    return reply.status(403).send(CSRF_FAILED);
  };
}
