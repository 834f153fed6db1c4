import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_LINK_HEADER, ORDER_MESSAGES } from '@atelier/contract/orders';
import { isGuid } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plumbing/session/session.ts';
import type { OrderLinkClaims } from '../../plumbing/session/order-link-token.ts';

/** Where a mailed order link lands in the storefront, which swaps it for a cookie (R5.15); `receipt` opens the VAT receipt. */
export const orderLinkUrl = (publicUrl: string, token: string, page: 'order' | 'receipt' = 'order') =>
  `${publicUrl}/guest-order${page === 'receipt' ? '/receipt' : ''}?link=${encodeURIComponent(token)}`;

const missing = () => notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');

/** The order a good link names, while it is still a guest's order placed with the link's address. */
export async function guestOrderOf(db: Db, claims: OrderLinkClaims): Promise<{ orderId: number; guestUserId: number } | undefined> {
  if (!isGuid(claims.orderGuid)) return undefined;
  const [row] = await db
    .select({ orderId: orders.id, guestUserId: users.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.guid, claims.orderGuid), eq(users.guest, true), sql`lower(${users.email}) = ${claims.email}`))
    .limit(1);
  return row;
}

/** The verified claims of the link the request carries, if it carries one. */
export async function presentedLink(request: FastifyRequest): Promise<OrderLinkClaims | undefined> {
  const token = request.headers[ORDER_LINK_HEADER];
  if (typeof token !== 'string' || !token) return undefined;
  return request.server.auth.orderLinks.verify(token);
}

/**
 * Whose order routes this request acts for (R7.10, R5.15): with an order link, the guest row that
 * owns the one order the link names (any other order answers 404, as another user's does; an order
 * claimed since is no guest's any more); without one, the signed-in customer.
 */
export async function orderActor(request: FastifyRequest, guid: string): Promise<number> {
  if (request.headers[ORDER_LINK_HEADER] === undefined) return (await requireSession(request)).user.id;
  const claims = await presentedLink(request);
  if (!claims || claims.orderGuid.toLowerCase() !== guid.toLowerCase()) throw missing();
  const owner = await guestOrderOf(request.server.auth.db, claims);
  if (!owner) throw missing();
  return owner.guestUserId;
}
