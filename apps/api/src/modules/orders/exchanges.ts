import { and, eq, lte } from 'drizzle-orm';
import { EXCHANGE_HOLD_DAYS, EXCHANGE_PAYMENT_HOURS, type ExchangeTerms } from '@atelier/contract/returns';
import { productVariantPhrase, sizePhrase } from '@atelier/contract/catalogue';
import { formatPence, orderVat, VAT_RATE_PERCENT } from '@atelier/contract/shared';
import { inTransaction, type Db } from '../../db/client.ts';
import { orderReturns } from '../../db/schema/orders.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { styleVariantsOf, variantWithProduct } from '../catalogue/style-variants.ts';
import { giveStock, takeStock, type StockActor } from '../inventory/inventory-moves.ts';
import { paymentRepository } from '../payments/repository.ts';
import type { CommerceDeps } from './deps.ts';
import { sendNotices, type Notice } from './notify.ts';
import { orderNumber } from './order-number.ts';
import { orderRepository, type OrderLineRow, type OrderRow } from './repository.ts';
import { type OrderReturnRow } from './returns-repository.ts';

/**
 * Exchanges (R21.20-R21.26, decision 0049): the replacement's units are held out of stock through
 * the inventory module from the request, given back when the return is rejected or the hold runs
 * out, and on approval become a replacement order that goes through fulfilment like any other.
 * Each function runs in the caller's transaction with the order row locked, except the sweep.
 */

const DAY_MS = 86_400_000;

/** Holds the chosen replacement of each returned line asking for one; 409 when it is not a size or colour of the style in stock. */
export async function holdExchanges(
  tx: Db,
  order: OrderRow,
  asked: Array<{ row: OrderReturnRow; line: OrderLineRow; exchangeFor: string }>,
  actor: StockActor,
  now: Date,
): Promise<void> {
  if (!asked.length) return;
  const options = await styleVariantsOf(
    tx,
    asked.flatMap((a) => (a.line.variantId === null ? [] : [a.line.variantId])),
  );
  const chosen = asked.map((a) => {
    const v = options.find((o) => o.ofVariantId === a.line.variantId && o.variantGuid === a.exchangeFor.toLowerCase());
    if (!v) throw conflict(`${a.line.productName}: that size or colour is not available to exchange for now.`, 'EXCHANGE_NOT_AVAILABLE');
    return { ...a, v };
  });
  const short = await takeStock(
    tx,
    chosen.map((c) => ({ productId: c.v.productId, variantId: c.v.variantId, quantity: c.row.quantity })),
    { reason: 'exchange-held', actor, orderId: order.id, at: now },
  );
  if (short) {
    const c = chosen.find((x) => x.v.variantId === short.variantId)!;
    throw conflict(`Only ${c.v.stock} left of ${productVariantPhrase(c.v)} to exchange for.`, 'EXCHANGE_OUT_OF_STOCK');
  }
  for (const c of chosen)
    await tx
      .update(orderReturns)
      .set({
        exchangeVariantId: c.v.variantId,
        exchangeProductName: c.v.name,
        exchangeColour: c.v.colour,
        exchangeSize: c.v.size,
        exchangeUnitPricePence: c.v.pricePence,
        exchangeState: 'held',
        exchangeHoldUntil: new Date(now.getTime() + EXCHANGE_HOLD_DAYS * DAY_MS),
      })
      .where(eq(orderReturns.id, c.row.id));
}

/** Gives a held exchange's units back on sale (R21.21): the return was rejected (`released`) or its hold ran out (`lapsed`). */
export async function releaseExchange(
  tx: Db,
  r: OrderReturnRow,
  to: 'released' | 'lapsed',
  actor: StockActor,
  now: Date,
): Promise<boolean> {
  if (r.exchangeState !== 'held') return false;
  const v = r.exchangeVariantId === null ? undefined : await variantWithProduct(tx, r.exchangeVariantId);
  if (v)
    await giveStock(tx, [{ productId: v.productId, variantId: v.variantId, quantity: r.quantity }], {
      reason: 'exchange-released',
      actor,
      orderId: r.orderId,
      at: now,
    });
  await tx
    .update(orderReturns)
    .set({ exchangeState: to, exchangeHoldUntil: null })
    .where(and(eq(orderReturns.id, r.id), eq(orderReturns.exchangeState, 'held')));
  return true;
}

/**
 * Makes the replacement order of an approved exchange (R21.22, R21.23): the held units become its
 * own, at the shelf price they were chosen at, less the exchange credit the returned units carry
 * over. Nothing to pay: it is paid (Waiting) at once, for fulfilment. A difference to pay: it waits
 * for payment on the provider's page, like a checkout, for EXCHANGE_PAYMENT_HOURS.
 */
export async function makeReplacement(
  deps: CommerceDeps,
  tx: Db,
  original: OrderRow,
  r: OrderReturnRow,
  terms: ExchangeTerms,
  adminUserId: number,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const v = r.exchangeVariantId === null ? undefined : await variantWithProduct(tx, r.exchangeVariantId);
  if (!v || r.exchangeUnitPricePence === null)
    throw conflict('The size or colour to exchange for no longer exists: reject the exchange, or approve it as a refund.', 'EXCHANGE_GONE');
  const orders = orderRepository(tx);
  const linePence = r.exchangeUnitPricePence * r.quantity;
  const vat = orderVat({ linesPence: [linePence], discountPence: terms.allowancePence, shippingPence: 0, ratePercent: VAT_RATE_PERCENT });
  const pay = terms.chargePence > 0;
  const expiresAt = pay ? new Date(now.getTime() + EXCHANGE_PAYMENT_HOURS * 3_600_000) : null;
  const replacement = await orders.insertOrder(
    {
      id: await orders.nextId(),
      orderNumber: orderNumber(now),
      userId: original.userId,
      status: pay ? 'PendingPayment' : 'Waiting',
      itemsPence: linePence,
      vatPence: vat.totals.vatPence,
      vatRatePercent: VAT_RATE_PERCENT,
      shippingPence: 0,
      totalPence: terms.chargePence,
      discountPence: terms.allowancePence,
      deliveryMethod: original.deliveryMethod === 'collect' ? 'collect' : 'standard',
      shippingAddress: original.shippingAddress,
      createdAt: now,
      paidAt: pay ? null : now,
      reservationExpiresAt: expiresAt,
      stockHeld: true,
      replacesOrderId: original.id,
    },
    [
      {
        productId: v.productId,
        variantId: v.variantId,
        productSlug: v.slug,
        productName: v.name,
        size: v.size,
        colour: v.colour,
        gender: v.gender,
        imageMediaId: v.coverMediaId,
        unitPricePence: r.exchangeUnitPricePence,
        quantity: r.quantity,
        lineTotalPence: linePence,
        isFinalSale: v.isFinalSale,
        discountPence: terms.allowancePence,
      },
    ],
  );
  const what = `${r.quantity} x ${v.name} (${sizePhrase(v.size)})`;
  await orders.addEvent({
    orderId: replacement.id,
    from: null,
    to: replacement.status,
    actorUserId: adminUserId,
    note: `Replacement of an exchange from order ${original.orderNumber}: ${what}; ${pay ? `${formatPence(terms.chargePence)} to pay` : 'nothing to pay'}.`,
    at: now,
  });
  if (pay) await openPayment(deps, tx, replacement, `Price difference for your exchange: ${what}`, expiresAt!);
  return replacement;
}

/** The provider's payment page for a dearer replacement's difference (R21.23), made inside the approval: a refusal rolls it back (502). */
async function openPayment(deps: CommerceDeps, tx: Db, order: OrderRow, name: string, expiresAt: Date): Promise<void> {
  const customer = await orderRepository(tx).customer(order.userId);
  const provider = deps.providers.active;
  let created;
  try {
    created = await provider.createSession({
      orderGuid: order.guid,
      orderNumber: order.orderNumber,
      customerEmail: customer?.email ?? '',
      lines: [{ name, unitAmountPence: order.totalPence, quantity: 1 }],
      shippingPence: 0,
      shippingLabel: 'Exchange',
      totalPence: order.totalPence,
      successUrl: `${deps.config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.config.publicUrl}/account-orders`,
      expiresAt,
    });
  } catch (err) {
    deps.log.error({ err, order: order.orderNumber }, 'the payment provider did not create a session for an exchange');
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider could not be reached, so the exchange was left as it was.',
    );
  }
  await paymentRepository(tx).insertSession({
    id: created.id,
    provider: provider.name,
    orderId: order.id,
    status: 'open',
    url: created.url,
    amountPence: order.totalPence,
    expiresAt: created.expiresAt,
    createdAt: deps.clock.now(),
  });
}

/**
 * The sweep's part (R21.21): exchanges still waiting when their hold ends give their units back,
 * and the return stays open as a refund; the customer is mailed. Each order is taken with SKIP
 * LOCKED, so instances sweeping at once never release a hold twice.
 */
export async function lapseExchangeHolds(deps: CommerceDeps, batch = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: orderReturns.id, orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(and(eq(orderReturns.exchangeState, 'held'), lte(orderReturns.exchangeHoldUntil, now)))
    .limit(batch);
  let lapsed = 0;
  for (const d of due) {
    const notices = await inTransaction(deps.db, async (tx): Promise<Notice[]> => {
      if (!(await orderRepository(tx).byId(d.orderId, 'skip-locked'))) return [];
      const [r] = await tx.select().from(orderReturns).where(eq(orderReturns.id, d.id)).limit(1);
      if (!r || r.status !== 'Requested' || !(await releaseExchange(tx, r, 'lapsed', { kind: 'system' }, now))) return [];
      return [{ kind: 'exchange-lapsed', orderId: r.orderId, returnId: r.id }];
    });
    lapsed += notices.length;
    await sendNotices(deps, notices);
  }
  if (lapsed) deps.log.info({ lapsed }, 'exchange holds ended and their stock released');
  return lapsed;
}
