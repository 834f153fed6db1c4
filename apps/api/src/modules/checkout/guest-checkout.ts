import type { FastifyRequest } from 'fastify';
import {
  CHECKOUT_MESSAGES,
  GUEST_EMAIL_MESSAGE,
  orderAddressOf,
  type CheckoutSessionBody,
  type CheckoutSessionResponse,
} from '@atelier/contract/checkout';
import { normaliseEmail } from '@atelier/contract/customers';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { OrderLinkTokens } from '../../plumbing/session/order-link-token.ts';
import { presentedCartGuid } from '../cart/identity.ts';
import { cartRepository } from '../cart/repository.ts';
import { guestRepository } from '../customers/guests.ts';
import type { CartOwner } from './repository.ts';
import type { CheckoutService } from './service.ts';

/** The guest cart the browser names (its cookie or x-cart-guid); a cart that became a customer's is no guest's. */
export async function guestCartOf(db: Db, request: FastifyRequest): Promise<CartOwner | undefined> {
  const guid = presentedCartGuid(request, { strict: true });
  const cart = guid ? await cartRepository(db).byGuid(guid) : undefined;
  return cart && cart.userId === null ? { guestCartId: cart.id } : undefined;
}

/**
 * Checkout without an account (R5.14): the e-mail address is enough. The order belongs to the
 * address's guest row (0042) and is made from the browser's guest cart by the same reserve as a
 * customer's (stock, codes, totals, expiry, webhook unchanged); the answer carries the signed link
 * that opens this order only (R5.15).
 */
export async function guestCheckout(
  deps: { db: Db; clock: Clock; orderLinks: OrderLinkTokens; checkout: CheckoutService },
  request: FastifyRequest,
  body: CheckoutSessionBody,
): Promise<CheckoutSessionResponse> {
  if (!body.email) throw badRequest(GUEST_EMAIL_MESSAGE, 'EMAIL_REQUIRED');
  const cart = await guestCartOf(deps.db, request);
  if (!cart) throw badRequest(CHECKOUT_MESSAGES.emptyCart, 'EMPTY_CART');
  const email = normaliseEmail(body.email);
  const [firstName = '', ...rest] = orderAddressOf(body).fullName.trim().split(/\s+/);
  const guest = await guestRepository(deps.db).guestFor(email, { firstName, lastName: rest.join(' ') }, deps.clock.now());
  const session = await deps.checkout.createSession({ id: guest.id, email, cart }, body);
  const orderLinkToken = await deps.orderLinks.sign({ orderGuid: session.orderGuid, email, purpose: 'checkout' });
  return { ...session, orderLinkToken };
}
