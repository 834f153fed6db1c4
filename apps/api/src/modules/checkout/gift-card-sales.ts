import {
  type GiftCardPurchaseBody,
  type GiftCardPurchaseView,
  GIFT_CARD_MPV_VAT_LABEL,
  sendDateProblem,
  sendDayWords,
} from '@atelier/contract/balances';
import { ukDate } from '@atelier/contract/orders';
import { formatPence, penceToPounds, poundsToPence } from '@atelier/contract/shared';
import { inTransaction, type Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import type { ProviderSession } from '../payments/providers/provider.ts';
import { paymentRepository } from '../payments/repository.ts';
import { giftCardSalesRepository, type GiftCardSaleRow } from '../balances/gift-card-sales-repository.ts';
import type { GiftCardSends } from '../balances/gift-card-sends.ts';
import { balanceLedger } from '../balances/ledger.ts';
import { giftCardReceiptMail } from '../balances/gift-card-mail.tsx';

/** How a sale is named to the provider, on its page and in the buyer's receipt. */
const saleReference = (sale: Pick<GiftCardSaleRow, 'id'>) => `Gift card purchase ${sale.id}`;

/** The provider's one line for a sale: no VAT, no delivery (a multi-purpose voucher, 0048). */
export const saleLineName = (sale: Pick<GiftCardSaleRow, 'amountPence' | 'recipientName'>) =>
  `${formatPence(sale.amountPence)} gift card for ${sale.recipientName}`;

/**
 * Gift cards sold in the shop (R23.11-R23.14, decision 0056): a sale of its own, paid through the
 * active provider like an order but never an order (no lines, VAT, delivery, stock, discount code or
 * gift card). Payment issues the card through the ledger, once; the code is mailed on the send date.
 */
export function giftCardSales(deps: CommerceDeps, sends: GiftCardSends) {
  const { db, clock, config } = deps;

  /**
   * The payment came (webhook, confirmation page): the card is issued once, the sale row locked and
   * moved to paid in the same transaction. Answers the sale id when this call issued it.
   */
  async function complete(tx: Db, saleId: number, sessionId: string, paymentRef: string | null): Promise<number | undefined> {
    const repo = giftCardSalesRepository(tx);
    const sale = await repo.byId(saleId, 'update');
    if (!sale || sale.status === 'paid') return undefined;
    const now = clock.now();
    const { account } = await balanceLedger(tx, now).issueGiftCard(
      { ...sale, source: 'sold' },
      sale.userId ? { kind: 'customer', userId: sale.userId } : { kind: 'system' },
    );
    await repo.markPaid(sale.id, account.id, paymentRef, now);
    await repo.settleSession(sessionId, 'complete', now, paymentRef);
    return sale.id;
  }

  /** Applies how the provider says a sale's session stands; the card's mail goes after the commit when due today. */
  async function apply(saleId: number, session: ProviderSession, tx?: Db): Promise<(() => Promise<void>) | undefined> {
    const run = async (t: Db) => {
      if (session.paid) return complete(t, saleId, session.id, session.paymentRef);
      if (session.status === 'expired' || session.status === 'failed') {
        await giftCardSalesRepository(t).markExpired(saleId);
        await giftCardSalesRepository(t).settleSession(session.id, session.status, clock.now(), null);
      }
      return undefined;
    };
    const issued = tx ? await run(tx) : await inTransaction(db, run);
    return issued === undefined ? undefined : () => afterPayment(issued);
  }

  /** After the commit: the card's own mail when it is due today, then the buyer's receipt saying which. */
  async function afterPayment(saleId: number): Promise<void> {
    await sends.runOnce({ saleId });
    // Read again: another instance's sweep may have sent it meanwhile.
    const sale = (await giftCardSalesRepository(db).byId(saleId))!;
    deps.mailer.sendLater({
      to: sale.buyerEmail,
      ...giftCardReceiptMail({
        buyerName: sale.buyerName,
        recipientName: sale.recipientName,
        amountPence: sale.amountPence,
        sendDay: sale.sentAt ? null : sendDayWords(sale.sendOn),
        reference: saleReference(sale),
      }),
    });
  }

  return {
    apply,

    /** The webhook's word on a session that is not an order's (R23.13): undefined when it is not a sale's either. */
    async onSession(tx: Db, session: ProviderSession) {
      const found = await giftCardSalesRepository(tx).bySessionId(session.id);
      return found ? { after: await apply(found.sale.id, session, tx) } : undefined;
    },

    /** POST /api/gift-cards/purchases (R23.11, R23.12): the sale, and the provider's page to pay it. */
    async purchase(body: GiftCardPurchaseBody, buyer: { userId: number | null }): Promise<{ url: string; sessionId: string }> {
      const now = clock.now();
      const problem = sendDateProblem(body.sendOn, ukDate(now));
      if (problem) throw new AppError(422, 'SEND_DATE', problem);
      const sale = await giftCardSalesRepository(db).insert({
        userId: buyer.userId,
        buyerName: body.buyerName,
        buyerEmail: body.buyerEmail,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        message: body.message,
        amountPence: poundsToPence(body.amount),
        sendOn: body.sendOn,
        createdAt: now,
      });
      const provider = deps.providers.active;
      const expiresAt = new Date(now.getTime() + config.checkoutSessionTtlMinutes * 60_000);
      let created;
      try {
        created = await provider.createSession({
          orderGuid: sale.guid,
          orderNumber: saleReference(sale),
          customerEmail: body.buyerEmail,
          lines: [{ name: saleLineName(sale), unitAmountPence: sale.amountPence, quantity: 1 }],
          shippingPence: 0,
          shippingLabel: '',
          totalPence: sale.amountPence,
          successUrl: `${config.publicUrl}/gift-cards/thank-you?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/gift-cards`,
          expiresAt,
        });
      } catch (err) {
        deps.log.error({ err, sale: sale.id }, 'the payment provider did not create a gift card checkout session');
        await giftCardSalesRepository(db).markExpired(sale.id);
        throw new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'We could not reach our payment provider. Please try again in a moment.');
      }
      await paymentRepository(db).insertSession({
        id: created.id,
        provider: provider.name,
        orderId: null,
        giftCardSaleId: sale.id,
        status: 'open',
        url: created.url,
        amountPence: sale.amountPence,
        expiresAt: created.expiresAt,
        createdAt: now,
      });
      return { url: created.url, sessionId: created.id };
    },

    /** GET /api/gift-cards/purchases/:sessionId (R23.13): asks the provider when its word has not come yet. */
    async status(sessionId: string): Promise<GiftCardPurchaseView> {
      const found = await giftCardSalesRepository(db).bySessionId(sessionId);
      if (!found) throw notFound('We could not find that gift card purchase.', 'GIFT_CARD_SALE_NOT_FOUND');
      let { sale } = found;
      const provider = deps.providers.byName(found.session.provider);
      if (sale.status === 'pending' && provider) {
        try {
          const after = await apply(sale.id, await provider.retrieveSession(sessionId));
          await after?.();
        } catch (err) {
          deps.log.warn({ err, sale: sale.id }, 'could not confirm a gift card sale with the provider');
        }
        sale = (await giftCardSalesRepository(db).byId(sale.id))!;
      }
      return {
        status: sale.status,
        amount: penceToPounds(sale.amountPence),
        recipientName: sale.recipientName,
        sendOn: sale.sendOn,
        sent: sale.sentAt !== null,
      };
    },
  };
}
export type GiftCardSalesService = ReturnType<typeof giftCardSales>;

/** The test provider's hosted page for a sale (R5.7): one line, no delivery, no VAT. */
export async function salePageFields(db: Db, saleId: number) {
  const sale = await giftCardSalesRepository(db).byId(saleId);
  if (!sale) return undefined;
  return {
    orderGuid: sale.guid,
    email: sale.buyerEmail,
    lines: [
      { name: saleLineName(sale), detail: `To be sent on ${sendDayWords(sale.sendOn)}`, quantity: 1, lineTotalPence: sale.amountPence },
    ],
    shippingPence: 0,
    shippingLabel: '',
    vatPence: 0,
    vatLabel: GIFT_CARD_MPV_VAT_LABEL,
    totalPence: sale.amountPence,
    reference: saleReference(sale),
  };
}
