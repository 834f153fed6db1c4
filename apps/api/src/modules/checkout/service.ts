import {
  CHECKOUT_MESSAGES,
  postedCartItems,
  type CheckoutDraft,
  type CheckoutSessionBody,
  type CheckoutSessionResponse,
  checkoutQuote,
  DELIVERY_LABELS,
  type DeliveryMethod,
  type DeliverySettings,
  orderAddressOf,
  nextDayCountdown,
  nextDayCutoffText,
  type NextDayCutoffResponse,
  notDeliveredMessage,
  postcodeRegion,
  regionRule,
  type PostcodeRegion,
} from '@atelier/contract/checkout';
import type { DiscountResult } from '@atelier/contract/discounts';
import { type OrderAddress, UNPAID_STATUSES } from '@atelier/contract/orders';
import { ONE_SIZE, productVariantPhrase } from '@atelier/contract/catalogue';
import { formatPence, VAT_RATE_PERCENT } from '@atelier/contract/shared';
import { cardLineName, orderPayments, shareBalances } from '@atelier/contract/balances';
import { normaliseEmail } from '@atelier/contract/customers';
import { inTransaction, type Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { orderRepository, type OrderRow } from '../orders/repository.ts';
import { checkoutRemindersRepository } from '../orders/checkout-reminders-repository.ts';
import { paymentRepository } from '../payments/repository.ts';
import { checkCode, type CheckedCode } from '../discounts/service.ts';
import { discountRepository } from '../discounts/repository.ts';
import { takeStock } from '../inventory/inventory-moves.ts';
import { balanceLedger } from '../balances/ledger.ts';
import { orderNumber } from '../orders/order-number.ts';
import { balancePayment } from './balance-payment.ts';
import { quoteView } from './quote-view.ts';
import { checkoutRepository, type CartOwner, type CheckoutLine } from './repository.ts';
import { deliverySettings, shippingSettings } from './settings.ts';

type Line = CheckoutLine & { quantity: number };

const discountLines = (lines: Line[]) =>
  lines.map((l) => ({ linePence: l.pricePence * l.quantity, onSale: l.onSale, isFinalSale: l.isFinalSale }));

/** A code that does not apply stops the checkout with its reason (R20.3-R20.6); nothing is reserved. */
function refused(result: Extract<DiscountResult, { ok: false }>): AppError {
  return new AppError(409, `DISCOUNT_${result.reason}`, result.message);
}

/** How long a checkout that did not end in payment is offered back to the shopper (R5.13). */
const DRAFT_HOURS = 24;

/** The parcel's region (R20.22); Click & collect goes nowhere, so it is priced as the mainland. */
function parcelRegion(body: Pick<CheckoutSessionBody, 'deliveryMethod' | 'shippingAddress'>): PostcodeRegion {
  if (body.deliveryMethod === 'collect' || !body.shippingAddress) return 'mainland';
  return postcodeRegion(body.shippingAddress.postcode) ?? 'mainland';
}

/** A region the owner does not deliver to stops the checkout before anything is reserved (R20.22). */
function refuseUndelivered(body: CheckoutSessionBody, settings: DeliverySettings): void {
  const region = parcelRegion(body);
  if (!regionRule(region, settings.regions).delivered)
    throw new AppError(422, 'POSTCODE_NOT_DELIVERED', notDeliveredMessage(region, body.shippingAddress!.postcode));
}

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

/**
 * Who checks out: the order's owner row (a customer, or a guest's row, 0042), the e-mail address
 * the order and its code uses go by (R5.16), and the cart the order is made from.
 */
export interface Buyer {
  id: number;
  email: string;
  cart: CartOwner;
}

export function checkoutService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock, config } = deps;
  const { paidByBalances, quotePayment } = balancePayment(deps, lifecycle);

  /**
   * One transaction: lock the variants of the user's cart, take the stock, write the order
   * (PendingPayment, price snapshot, totals) and its first event. Any refusal rolls all of it back.
   */
  async function reserve(tx: Db, user: Buyer, body: CheckoutSessionBody, settings: DeliverySettings): Promise<OrderRow> {
    const locked = await checkoutRepository(tx).lockCartLines(user.cart);
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
    // The order's id is drawn first so the stock history names it (R3.16), while the stock is still
    // taken before the code's row is locked, in the order every writer takes its locks.
    const orderId = await orders.nextId();
    const now = clock.now();
    const short = await takeStock(
      tx,
      lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
      { reason: 'sale', actor: { kind: 'customer', userId: user.id }, orderId, at: now },
    );
    if (short) {
      const l = lines.find((x) => x.variantId === short.variantId)!;
      throw conflict(`${itemName(l)} is sold out. Please remove it from your cart to continue.`, 'OUT_OF_STOCK');
    }

    // The code's row is locked from here to commit: a use is held under the same lock it is counted (0020).
    let code: CheckedCode | undefined;
    if (body.discountCode) {
      code = await checkCode(tx, body.discountCode, discountLines(lines), { email: user.email, now, lock: true });
      if (!code.result.ok) throw refused(code.result);
    }
    const totals = checkoutQuote(
      lines.map((l) => l.pricePence * l.quantity),
      code?.result ?? null,
      body.deliveryMethod,
      settings,
      now,
      parcelRegion(body),
    );
    // Gift card and store credit, locked after the stock and the code, in the order every writer takes them (R23.3, R23.4).
    const ledger = balanceLedger(tx, now);
    const spendable =
      body.giftCardCode || body.useStoreCredit
        ? await ledger.lockForCheckout({
            giftCardCode: body.giftCardCode || undefined,
            storeCreditOf: body.useStoreCredit && 'userId' in user.cart ? user.id : undefined,
          })
        : [];
    const share = shareBalances(totals.totalPence, spendable);
    const expiresAt = new Date(now.getTime() + config.checkoutSessionTtlMinutes * 60_000);
    const order = await orders.insertOrder(
      {
        id: orderId,
        orderNumber: orderNumber(now),
        userId: user.id,
        status: 'PendingPayment',
        itemsPence: totals.itemsPence,
        vatPence: totals.vatPence,
        vatRatePercent: VAT_RATE_PERCENT,
        shippingPence: totals.shippingPence,
        totalPence: totals.totalPence,
        discountCode: totals.discount ? code!.row!.code : null,
        discountCodeId: totals.discount ? code!.row!.id : null,
        discountPence: totals.discountPence,
        balancePaidPence: totals.totalPence - share.byCardPence,
        deliveryMethod: totals.delivery.method,
        deliveryFrom: totals.delivery.estimate.from,
        deliveryTo: totals.delivery.estimate.to,
        shippingAddress: orderAddressOf(body),
        orderNote: body.orderNote,
        createdAt: now,
        reservationExpiresAt: expiresAt,
        stockHeld: true,
        guestCartId: 'guestCartId' in user.cart ? user.cart.guestCartId : null,
        // The shopper's own tick, never a default (R24.2).
        reminderConsent: body.reminders === 'consent',
      },
      lines.map((l, i) => ({
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
        discountPence: totals.discount?.lineDiscounts[i] ?? 0,
      })),
    );
    // A refusal holds for every later checkout of the address, whatever else it allows (R24.2, R24.6).
    if (body.reminders === 'refused') await checkoutRemindersRepository(tx).optOut(user.email, now);
    if (totals.discount)
      await discountRepository(tx).hold(order.id, code!.row!.id, { userId: user.id, email: normaliseEmail(user.email) }, now);
    await ledger.hold(
      order.id,
      share.holds.map((h) => ({ account: spendable.find((s) => s.accountId === h.accountId)!.account, amountPence: h.amountPence })),
      { kind: 'customer', userId: user.id },
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

  async function reserveWithRetry(user: Buyer, body: CheckoutSessionBody, settings: DeliverySettings): Promise<OrderRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(db, (tx) => reserve(tx, user, body, settings));
      } catch (err) {
        if (attempt >= 4 || !retryable(err)) throw err;
      }
    }
  }

  return {
    /**
     * POST /api/payment/create-checkout-session for a signed-in user (R5.1, R5.5), and the guest's
     * (R5.14) with the guest's row and cart.
     */
    async createSession(user: Buyer, body: CheckoutSessionBody): Promise<CheckoutSessionResponse> {
      // An earlier unpaid checkout of the same shopper (for a guest: from the same cart) must not hold the stock they now want.
      const guestCart = 'guestCartId' in user.cart ? user.cart.guestCartId : null;
      for (const earlier of await orderRepository(db).pendingOfUser(user.id)) {
        if (guestCart !== null && earlier.guestCartId !== guestCart) continue;
        await lifecycle.expire(earlier.id, 'A new checkout was started.');
      }
      const settings = await deliverySettings(deps);
      refuseUndelivered(body, settings);
      const order = await reserveWithRetry(user, body, settings);
      const { byBalancePence, byCardPence } = orderPayments(order);
      // Paid in full by gift card or store credit: no provider step (R23.4).
      if (byCardPence === 0) return paidByBalances(order);
      const lines = await orderRepository(db).lines(order.id);
      const provider = deps.providers.active;
      let created;
      try {
        created = await provider.createSession({
          orderGuid: order.guid,
          orderNumber: order.orderNumber,
          customerEmail: user.email,
          // Partly paid by balances: one line of what the card pays (R23.5). A discounted line goes to
          // the provider as one line of what it costs after the discount (0019).
          lines:
            byBalancePence > 0
              ? [
                  {
                    name: cardLineName(order.orderNumber, byBalancePence, formatPence(byBalancePence)),
                    unitAmountPence: byCardPence,
                    quantity: 1,
                  },
                ]
              : lines.map((l) => {
                  const name = productVariantPhrase({ ...l, name: l.productName });
                  return l.discountPence > 0
                    ? {
                        name: `${name} x ${l.quantity}, with code ${order.discountCode}`,
                        unitAmountPence: l.lineTotalPence - l.discountPence,
                        quantity: 1,
                      }
                    : { name, unitAmountPence: l.unitPricePence, quantity: l.quantity };
                }),
          shippingPence: byBalancePence > 0 ? 0 : order.shippingPence,
          shippingLabel: DELIVERY_LABELS[order.deliveryMethod],
          totalPence: byCardPence,
          successUrl: `${config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          // Back to the form as it was typed (R5.13).
          cancelUrl: `${config.publicUrl}/checkout`,
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
        amountPence: byCardPence,
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
      return shippingSettings(deps);
    },

    /** GET /api/payment/next-day: the cut-off line of the product page, cart and checkout, by the shop's clock (R20.12). */
    async nextDay(): Promise<NextDayCutoffResponse> {
      const cutoff = (await deliverySettings(deps)).nextDayCutoff;
      const now = clock.now();
      return { cutoff, ...nextDayCountdown(now, cutoff), text: nextDayCutoffText(now, cutoff) };
    },

    /** POST /api/payment/quote: the cart's totals with a code and a delivery choice (R20.7, R20.10). */
    async quote(
      user: { email: string; cart: CartOwner },
      body: { discountCode?: string; giftCardCode?: string; useStoreCredit?: boolean; deliveryMethod: DeliveryMethod; postcode?: string },
    ) {
      const now = clock.now();
      const lines: Line[] = (await checkoutRepository(db).cartLines(user.cart))
        .map((l) => ({ ...l, quantity: Math.min(l.cartQuantity, l.stock) }))
        .filter((l) => l.buyable && l.quantity > 0);
      const settings = await deliverySettings(deps);
      // The shopper's own unpaid checkout gives its use back when they check out again, so it does not count here.
      const code = body.discountCode
        ? await checkCode(db, body.discountCode, discountLines(lines), { email: user.email, now, ownHoldsFree: true })
        : undefined;
      const quote = checkoutQuote(
        lines.map((l) => l.pricePence * l.quantity),
        code?.result ?? null,
        body.deliveryMethod,
        settings,
        now,
        postcodeRegion(body.postcode ?? '') ?? 'mainland',
      );
      const error = code && !code.result.ok ? { code: `DISCOUNT_${code.result.reason}`, message: code.result.message } : null;
      return quoteView(quote, error, await quotePayment(user, body, quote.totalPence, now));
    },

    /** GET /api/payment/checkout-draft: the last checkout that did not end in payment, to type nothing twice (R5.13). */
    async draft(userId: number): Promise<CheckoutDraft | null> {
      const since = new Date(clock.now().getTime() - DRAFT_HOURS * 3_600_000);
      const order = await checkoutRepository(db).latestSince(userId, since);
      if (!order || !(UNPAID_STATUSES as readonly string[]).includes(order.status)) return null;
      const a = order.shippingAddress as OrderAddress;
      const [firstName = '', ...rest] = a.fullName.split(' ');
      return {
        firstName,
        lastName: rest.join(' '),
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: a.city,
        postcode: a.postcode,
        phoneNumber: a.phoneNumber,
        orderNote: order.orderNote,
        discountCode: order.discountCode ?? '',
        deliveryMethod: order.deliveryMethod,
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
