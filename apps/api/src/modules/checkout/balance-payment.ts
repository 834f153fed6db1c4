import { balanceState, shareBalances } from '@atelier/contract/balances';
import type { CheckoutSessionResponse } from '@atelier/contract/checkout';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { penceToPounds } from '@atelier/contract/shared';
import { inTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { balanceLedger } from '../balances/ledger.ts';
import { balanceRepository } from '../balances/repository.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { sendNotices } from '../orders/notify.ts';
import { orderRepository, type OrderRow } from '../orders/repository.ts';
import { paymentRepository } from '../payments/repository.ts';
import type { CartOwner } from './repository.ts';

/**
 * The checkout's part paid by gift cards and store credit (R23.4): what a quote would take from
 * them, and an order they pay in full. The holds themselves are taken with the order (service.ts).
 */
export function balancePayment(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock, config } = deps;

  /**
   * An order gift cards and store credit pay in full (R23.4): it is paid at once, its holds
   * captured, with a session of its own that the success page finds like a provider's.
   */
  async function paidByBalances(order: OrderRow): Promise<CheckoutSessionResponse> {
    const id = `balance_${order.guid}`;
    const url = `${config.publicUrl}/checkout/success?session_id=${id}`;
    const notices = await inTransaction(db, async (tx) => {
      const locked = (await orderRepository(tx).byId(order.id, 'update'))!;
      await paymentRepository(tx).insertSession({
        id,
        provider: 'balance',
        orderId: order.id,
        status: 'open',
        url,
        amountPence: 0,
        expiresAt: order.reservationExpiresAt!,
        createdAt: clock.now(),
      });
      return lifecycle.markPaid(tx, locked, { paymentRef: null, amountTotalPence: 0, source: 'gift card or store credit' });
    });
    await sendNotices(deps, notices);
    return { id, url, orderNumber: order.orderNumber, orderGuid: order.guid, expiresAt: order.reservationExpiresAt!.toISOString() };
  }

  /** How a quote's total would be paid (R23.4): read, not held; the checkout holds it. */
  async function quotePayment(
    user: { cart: CartOwner },
    body: { giftCardCode?: string; useStoreCredit?: boolean },
    totalPence: number,
    now: Date,
  ): Promise<QuoteResponse['payment']> {
    const ledger = balanceLedger(db, now);
    const customer = 'userId' in user.cart ? user.cart.userId : undefined;
    const credit = customer !== undefined ? await balanceRepository(db).storeCreditOf(customer) : undefined;
    let giftCardError: QuoteResponse['payment']['giftCardError'] = null;
    let spendable: Awaited<ReturnType<typeof ledger.lockForCheckout>> = [];
    try {
      spendable = await ledger.lockForCheckout(
        { giftCardCode: body.giftCardCode || undefined, storeCreditOf: body.useStoreCredit ? customer : undefined },
        false,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      giftCardError = { code: err.code, message: err.message };
      spendable = body.useStoreCredit && customer !== undefined ? await ledger.lockForCheckout({ storeCreditOf: customer }, false) : [];
    }
    const share = shareBalances(totalPence, spendable);
    const appliedTo = (kind: string) =>
      share.holds
        .filter((h) => spendable.find((s) => s.accountId === h.accountId)?.account.kind === kind)
        .reduce((n, h) => n + h.amountPence, 0);
    const card = spendable.find((s) => s.account.kind === 'gift_card');
    const creditLive = credit && balanceState(credit, now) === 'active' && credit.balancePence > 0 ? credit : undefined;
    return {
      giftCard: card ? { last4: card.account.codeLast4 ?? '', applied: penceToPounds(appliedTo('gift_card')) } : null,
      giftCardError,
      storeCredit: creditLive
        ? { available: penceToPounds(creditLive.balancePence), applied: penceToPounds(appliedTo('store_credit')) }
        : null,
      byCard: penceToPounds(share.byCardPence),
    };
  }

  return { paidByBalances, quotePayment };
}
