import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GUEST_ORDER_MESSAGES, isVisibleInHistory, ORDER_LOOKUP_MESSAGE, type OrderLookupBody } from '@atelier/contract/orders';
import { inTransaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertAcceptablePassword } from '../../plumbing/session/passwords.ts';
import { authRepository, type UserRow } from '../../plumbing/session/repository.ts';
import type { AuthRuntime } from '../../plumbing/session/session.ts';
import type { OrderLinkClaims } from '../../plumbing/session/order-link-token.ts';
import { guestRepository } from '../customers/guests.ts';
import type { EmailVerification } from '../customers/verification.ts';
import type { CommerceDeps } from './deps.ts';
import { orderLinkMail } from './order-link-mail.tsx';
import { guestOrderOf, orderLinkUrl } from './order-link.ts';

/** Finding a guest order again, and turning its guest into a customer (R5.15, R5.17, decision 0042). */
export function guestOrderService(deps: CommerceDeps, runtime: AuthRuntime, verification: Pick<EmailVerification, 'send'>) {
  const { db, clock, config } = deps;

  return {
    /**
     * The same answer, after the same work, whether or not the address placed that order: a match
     * is mailed a link (a guest's order) or the way to the account (a customer's); nothing says which.
     */
    async lookup(body: OrderLookupBody): Promise<{ message: string }> {
      const [row] = await db
        .select({ guid: orders.guid, status: orders.status, guest: users.guest, firstName: users.firstName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.orderNumber, body.orderNumber.toUpperCase()), sql`lower(${users.email}) = ${body.email}`))
        .limit(1);
      const found = row && isVisibleInHistory(row.status) ? row : undefined;
      const token = await runtime.orderLinks.sign({ orderGuid: found?.guid ?? randomUUID(), email: body.email, purpose: 'mail' });
      if (found) {
        const link = found.guest ? orderLinkUrl(config.publicUrl, token) : `${config.publicUrl}/account-orders`;
        const mail = orderLinkMail({
          firstName: found.firstName,
          orderNumber: body.orderNumber.toUpperCase(),
          link,
          account: !found.guest,
        });
        deps.mailer.sendLater({ to: body.email, ...mail });
      }
      return { message: ORDER_LOOKUP_MESSAGE };
    },

    /**
     * One field after paying (R5.17): the password makes the link's address an account that owns
     * the guest's orders. The checkout's link brings the order just paid; a mailed link proved the
     * address, so it brings every guest order of it and confirms the address. An address that
     * has an account is never joined to it here: the caller signs in instead (409).
     */
    async claim(link: OrderLinkClaims | undefined, password: string): Promise<UserRow> {
      const owner = link && (await guestOrderOf(db, link));
      if (!link || !owner) throw notFound(GUEST_ORDER_MESSAGES.linkInvalid, 'ORDER_LINK_INVALID');
      const exists = () => conflict(GUEST_ORDER_MESSAGES.accountExists, 'ACCOUNT_EXISTS');
      if (await authRepository(db).userByEmail(link.email)) throw exists();
      assertAcceptablePassword(password, link.email);
      const passwordHash = await runtime.passwords.hash(password);
      const proven = link.purpose === 'mail';
      const user = await inTransaction(db, async (tx) => {
        const guest = await authRepository(tx).userById(owner.guestUserId);
        const now = clock.now();
        const created = await authRepository(tx).insertUser({
          email: link.email,
          passwordHash,
          firstName: guest?.firstName ?? '',
          lastName: guest?.lastName ?? '',
          phoneNumber: guest?.phoneNumber ?? '',
          now,
        });
        if (!created) throw exists();
        const guests = guestRepository(tx);
        await guests.attach(owner.guestUserId, created.id, proven ? undefined : owner.orderId);
        return proven ? await guests.confirmEmail(created.id, now) : created;
      });
      if (!proven) await verification.send(user);
      return user;
    },
  };
}
export type GuestOrderService = ReturnType<typeof guestOrderService>;
