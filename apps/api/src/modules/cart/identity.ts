import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, CART_HEADER } from '@atelier/contract/cart';
import { isGuid } from '@atelier/contract/shared';
import { badRequest } from '../../lib/errors.ts';
import { getSession } from '../../plumbing/session/session.ts';
import type { CartRow } from './repository.ts';
import type { CartIdentity, CartService } from './service.ts';

/** What clients with nothing stored tend to send. */
const EMPTY = new Set(['', 'null', 'undefined']);
const GUEST_CART_DAYS = 30;

/**
 * The guest cart guid a request names: the x-cart-guid header (API clients), else the
 * atelier_cart cookie (the web app). A malformed header is a 400; a malformed cookie is ignored.
 */
export function presentedCartGuid(request: FastifyRequest, opts: { strict: boolean }): string | undefined {
  const header = request.headers[CART_HEADER];
  if (typeof header === 'string' && !EMPTY.has(header.trim())) {
    if (isGuid(header.trim())) return header.trim().toLowerCase();
    if (opts.strict) throw badRequest(`${CART_HEADER}: must be a cart guid`, 'VALIDATION_ERROR');
  }
  const cookie = request.cookies?.[CART_COOKIE];
  return cookie && isGuid(cookie) ? cookie.toLowerCase() : undefined;
}

export async function cartIdentity(request: FastifyRequest): Promise<CartIdentity> {
  const session = await getSession(request);
  return { userId: session?.user.id, guid: presentedCartGuid(request, { strict: true }) };
}

/** A guest's cart guid lives in a cookie too, so the web app finds it on every page. */
export function rememberGuestCart(request: FastifyRequest, reply: FastifyReply, cart: CartRow | undefined): void {
  if (!cart || cart.userId !== null) return;
  reply.setCookie(CART_COOKIE, cart.guid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.auth.secureCookies,
    maxAge: GUEST_CART_DAYS * 86_400,
  });
}

export function forgetGuestCart(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies?.[CART_COOKIE] === undefined) return;
  reply.clearCookie(CART_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.server.auth.secureCookies });
}

/**
 * At sign-in (login or register): a guest cart named by the request joins the user's cart
 * (R4.2). Signing in must not fail because of a cart, so problems are only logged.
 */
export async function mergeGuestCartOnSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  carts: CartService,
): Promise<void> {
  const guid = presentedCartGuid(request, { strict: false });
  if (!guid) return;
  try {
    if (await carts.mergeGuestCart(guid, userId)) forgetGuestCart(request, reply);
  } catch (err) {
    request.log.error({ err }, 'guest cart could not be merged at sign-in');
  }
}
