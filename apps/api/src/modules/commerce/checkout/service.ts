import { CHECKOUT_MESSAGES, postedCartItems, type CheckoutSessionBody, type CheckoutSessionResponse } from '@atelier/contract/checkout';
import { computeTotals, shippingFor } from '@atelier/contract/money';
import { ONE_SIZE, sizePhrase } from '@atelier/contract/sizes';
import { inTransaction, type Db } from '../../../db/client.ts';
import { AppError, badRequest, conflict } from '../../../lib/errors.ts';
import type { CommerceDeps } from '../deps.ts';
import type { OrderLifecycle } from '../order/lifecycle.ts';
import { orderRepository, type OrderRow } from '../order/repository.ts';
import { paymentRepository } from '../payment/repository.ts';
import { orderNumber } from './order-number.ts';
import { checkoutRepository, type CheckoutLine } from './repository.ts';
import { shippingSettings, type ShippingSettings } from './settings.ts';

type Line = CheckoutLine & { quantity: number };

const itemName = (l: CheckoutLine) => (l.size === ONE_SIZE ? l.name : `${l.name} in size ${l.size}`);

/** Errors worth another go: a taken order number, a deadlock, a serialisation failure. */
function retryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505' || code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * The shopper may post the cart they saw. Prices in it are ignored; its variants and quantities
 * must be what would be ordered, so nobody pays for something other than what they looked at.
 */
function checkPostedCart(lines: Line[], body: CheckoutSessionBody): void {
  const posted = postedCartItems(body.cart).filter((i) => i.variantGuid && (i.quantity ?? i.itemCount) !== undefined);
  if (!posted.length) return;
  const seen = new Map<string, number>();
  for (const i of posted) {
    const guid = i.variantGuid!.toLowerCase();
    seen.set(guid, (seen.get(guid) ?? 0) + (i.quantity ?? i.itemCount)!);
  }
  const changed = () => conflict(CHECKOUT_MESSAGES.cartChanged, 'CART_CHANGED');
  for (const l of lines) {
    const saw = seen.get(l.variantGuid.toLowerCase());
    if (saw === undefined) throw changed();
    if (saw > l.quantity && l.stock < saw) {
      throw conflict(`Only ${l.stock} left of ${itemName(l)}. Please update the quantity in your cart.`, 'INSUFFICIENT_STOCK');
    }
    if (saw !== l.quantity) throw changed();
    seen.delete(l.variantGuid.toLowerCase());
  }
  if (seen.size) throw changed();
}

export function checkoutService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock, config } = deps;

  /**
   * One transaction: lock the variants of the user's cart, take the stock, write the order
   * (PendingPayment, price snapshot, totals) and its first event. Any refusal rolls all of it back.
   */
  async function reserve(tx: Db, user: { id: number }, body: CheckoutSessionBody, shipping: ShippingSettings): Promise<OrderRow> {
    const locked = await checkoutRepository(tx).lockCartLines(user.id);
    if (!locked.length) throw badRequest(CHECKOUT_MESSAGES.emptyCart, 'EMPTY_CART');
    // The quantity the cart shows: what was put in, never more than there is.
    const lines: Line[] = locked.map((l) => ({ ...l, quantity: Math.min(l.cartQuantity, l.stock) }));
    for (const l of lines) {
      if (!l.buyable)
        throw conflict(`${l.name} is no longer available to buy. Please remove it from your cart to continue.`, 'NOT_ON_SALE');
      if (l.quantity <= 0) throw conflict(`${itemName(l)} is sold out. Please remove it from your cart to continue.`, 'OUT_OF_STOCK');
    }
    checkPostedCart(lines, body);

    const orders = orderRepository(tx);
    const short = await orders.takeStock(lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })));
    if (short) {
      const l = lines.find((x) => x.variantId === short.variantId)!;
      throw conflict(`${itemName(l)} is sold out. Please remove it from your cart to continue.`, 'OUT_OF_STOCK');
    }

    const itemsPence = lines.reduce((sum, l) => sum + l.pricePence * l.quantity, 0);
    const totals = computeTotals(itemsPence, shippingFor(itemsPence, shipping.freeThresholdPence, shipping.feePence));
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + config.checkoutSessionTtlMinutes * 60_000);
    const order = await orders.insertOrder(
      {
        orderNumber: orderNumber(now),
        userId: user.id,
        status: 'PendingPayment',
        itemsPence: totals.itemsPence,
        vatPence: totals.vatPence,
        shippingPence: totals.shippingPence,
        totalPence: totals.totalPence,
        shippingAddress: body.shippingAddress,
        orderNote: body.orderNote,
        createdAt: now,
        reservationExpiresAt: expiresAt,
        stockHeld: true,
      },
      lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        productSlug: l.slug,
        productName: l.name,
        size: l.size,
        colour: l.colour,
        gender: l.gender,
        imageMediaId: l.coverMediaId,
        unitPricePence: l.pricePence,
        quantity: l.quantity,
        lineTotalPence: l.pricePence * l.quantity,
        isFinalSale: l.isFinalSale,
      })),
    );
    await orders.addEvent({
      orderId: order.id,
      from: null,
      to: 'PendingPayment',
      actorUserId: user.id,
      note: `Checkout started; stock reserved until ${expiresAt.toISOString()}.`,
      at: now,
    });
    return order;
  }

  async function reserveWithRetry(user: { id: number }, body: CheckoutSessionBody, shipping: ShippingSettings): Promise<OrderRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(db, (tx) => reserve(tx, user, body, shipping));
      } catch (err) {
        if (attempt >= 4 || !retryable(err)) throw err;
      }
    }
  }

  return {
    /** POST /api/payment/create-checkout-session for a signed-in user (R5.1, R5.5). */
    async createSession(user: { id: number; email: string }, body: CheckoutSessionBody): Promise<CheckoutSessionResponse> {
      // An earlier unpaid checkout of the same shopper must not hold the stock they now want.
      for (const earlier of await orderRepository(db).pendingOfUser(user.id)) {
        await lifecycle.expire(earlier.id, 'A new checkout was started.');
      }
      const order = await reserveWithRetry(user, body, await shippingSettings(db, config));
      const lines = await orderRepository(db).lines(order.id);
      const provider = deps.providers.active;
      let created;
      try {
        created = await provider.createSession({
          orderGuid: order.guid,
          orderNumber: order.orderNumber,
          customerEmail: user.email,
          lines: lines.map((l) => ({
            name: `${l.productName} (${sizePhrase(l.size)}, ${l.colour})`,
            unitAmountPence: l.unitPricePence,
            quantity: l.quantity,
          })),
          shippingPence: order.shippingPence,
          totalPence: order.totalPence,
          successUrl: `${config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/view-cart`,
          expiresAt: order.reservationExpiresAt!,
        });
      } catch (err) {
        deps.log.error({ err, order: order.orderNumber }, 'the payment provider did not create a checkout session');
        await lifecycle.expire(order.id, 'The payment provider could not be reached.');
        throw new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', CHECKOUT_MESSAGES.providerDown);
      }
      await paymentRepository(db).insertSession({
        id: created.id,
        provider: provider.name,
        orderId: order.id,
        status: 'open',
        url: created.url,
        amountPence: order.totalPence,
        expiresAt: created.expiresAt,
        createdAt: clock.now(),
      });
      return {
        id: created.id,
        url: created.url,
        orderNumber: order.orderNumber,
        orderGuid: order.guid,
        expiresAt: order.reservationExpiresAt!.toISOString(),
      };
    },

    async shipping() {
      return shippingSettings(db, config);
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
