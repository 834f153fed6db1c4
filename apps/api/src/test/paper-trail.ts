/** One order's paper trail for the agreement tests (tests only): placed, paid, sent, part returned, refunded. */
import { checkoutQuote, type CheckoutQuote, type DeliveryMethod, type DeliverySettings } from '@atelier/contract/checkout';
import { evaluateDiscount, type DiscountRule, type QuoteResponse } from '@atelier/contract/discounts';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ManualClock } from '../lib/clock.ts';
import { shownRefund } from './admin.ts';
import { ADDRESS, addToCart, checkoutOk, orderRow, payOnTestPage, SHOP, type Shopper, variantOf } from './commerce.ts';

/** What the shopper buys: two linen shirts and a scarf, so the discount shares out over two lines. */
export const CART = [
  { slug: 'linen-shirt', size: 'M', quantity: 2 },
  { slug: 'wool-scarf', size: 'ONE', quantity: 1 },
] as const;

/** A 10% code with no conditions, as the owner creates it. */
export const CODE: DiscountRule = {
  code: 'PAPERTRAIL',
  kind: 'percent',
  value: 10,
  minSpendPence: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  excludeSaleItems: false,
  excludeFinalSale: false,
  active: true,
};

export const COLLECTOR = { fullName: ADDRESS.fullName, phoneNumber: ADDRESS.phoneNumber };
export const TRACKING = { carrier: 'royal-mail', trackingNumber: 'JD014600003828' } as const;
export const GOODWILL = { reason: 'It came a day late', pence: 500 };
/** The env of the shop: the fee paid below a threshold no order here reaches; Click & collect's days are the config's. */
export const SHOP_ENV = {
  SHIPPING_FREE_THRESHOLD_PENCE: '10000000',
  SHIPPING_FEE_PENCE: '395',
  STORE_EMAIL: 'owner@atelier.test',
  ACCESS_TOKEN_TTL: '365d',
};

export const linesPence = () => CART.map((c) => SHOP.find((p) => p.slug === c.slug)!.pricePence * c.quantity);

/** What checkout must charge, by the shared rules alone: the code's discount, the method's price and date, the totals. */
export async function expectedQuote(app: App, method: DeliveryMethod, now: Date): Promise<CheckoutQuote> {
  const terms = (await app.inject({ method: 'GET', url: '/api/shop-terms' })).json();
  const settings: DeliverySettings = {
    ...terms.shipping,
    ...terms.delivery,
    collectReadyWorkingDays: loadConfig({ NODE_ENV: 'test', ...SHOP_ENV }).delivery.collectReadyWorkingDays,
  };
  const lines = linesPence().map((linePence) => ({ linePence, onSale: false, isFinalSale: false }));
  const discount = evaluateDiscount(CODE, CODE.code, lines, { now, usesTotal: 0, usesByCustomer: 0 });
  return checkoutQuote(linesPence(), discount, method, settings, now);
}

export interface Trail {
  guid: string;
  sessionId: string;
  orderNumber: string;
  quote: QuoteResponse;
  payPage: string;
  returnPence: number;
  refundedPence: number;
}

type AdminPost = (url: string, payload?: object) => Promise<unknown>;

/** Fulfilment the next working hours: a parcel leaves with tracking, a collect order waits, then goes. */
async function fulfil(adminPost: AdminPost, clock: ManualClock, guid: string, method: DeliveryMethod): Promise<void> {
  clock.advance(2 * 3600_000);
  if (method === 'collect') {
    await adminPost(`/api/admin/orders/${guid}/ready-to-collect`);
    clock.advance(3600_000);
    await adminPost(`/api/admin/orders/${guid}/collected`);
  } else {
    await adminPost(`/api/admin/orders/${guid}/process`);
    await adminPost(`/api/admin/orders/${guid}/ship`, TRACKING);
    clock.advance(86_400_000);
    await adminPost(`/api/admin/orders/${guid}/deliver`);
  }
}

/** The exchange of the paper trail (R21.20-R21.26): one linen shirt in M for the same shirt in L, at the same price. */
export const EXCHANGE = { slug: 'linen-shirt', from: 'M', to: 'L' } as const;

export interface ExchangeTrail {
  returnId: number;
  replacementGuid: string;
  replacementNumber: string;
  /** The size asked for, its stock before the request, after it (held) and after the approval. */
  stock: { before: number; held: number; approved: number };
  /** The returned size's stock before the approval and after it (restocked). */
  returned: { before: number; after: number };
}

/** A POST as the admin that must answer 200; its JSON body. */
function adminPoster(app: App, admin: Shopper) {
  return async (url: string, payload: object = {}) => {
    const res = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

/** Asks for the exchange through My Orders' route, approves it as the admin page shows it, and takes the replacement through fulfilment. */
export async function walkExchange(
  ctx: { app: App; db: Db; clock: ManualClock },
  who: { shopper: Shopper; admin: Shopper },
  method: DeliveryMethod,
  guid: string,
): Promise<ExchangeTrail> {
  const { app, db, clock } = ctx;
  const as = (s: Shopper) => ({ headers: s.headers });
  const adminPost = adminPoster(app, who.admin);
  const stockOf = async (size: string) => (await variantOf(db, EXCHANGE.slug, size)).quantity;
  const mine = (await app.inject({ method: 'GET', url: `/api/order/${guid}`, ...as(who.shopper) })).json().order;
  const shirt = mine.items.find((i: { slug: string }) => i.slug === EXCHANGE.slug);
  const option = shirt.exchangeOptions.find((o: { size: string }) => o.size === EXCHANGE.to);
  if (!option) throw new Error(`no exchange option ${EXCHANGE.to}: ${JSON.stringify(shirt.exchangeOptions)}`);
  const before = await stockOf(EXCHANGE.to);
  const asked = await app.inject({
    method: 'POST',
    url: `/api/order/return-request/${guid}`,
    ...as(who.shopper),
    payload: { items: [{ lineId: shirt.lineId, quantity: 1, reason: 'too-small', exchangeFor: option.variantGuid }] },
  });
  if (asked.statusCode !== 200) throw new Error(`exchange: ${asked.statusCode} ${asked.body}`);
  const returnId = asked.json().order.returns.find((r: { exchange: unknown }) => r.exchange).id as number;
  const held = await stockOf(EXCHANGE.to);
  clock.advance(3 * 86_400_000);
  const returnedBefore = await stockOf(EXCHANGE.from);
  const expectedPence = await shownRefund(app, who.admin.headers, guid, returnId);
  await adminPost(`/api/admin/orders/${guid}/returns/${returnId}/approve`, { restock: true, note: '', expectedPence });
  const after = (await app.inject({ method: 'GET', url: `/api/order/${guid}`, ...as(who.shopper) })).json().order;
  const made = after.returns.find((r: { id: number }) => r.id === returnId).exchange;
  const stock = { before, held, approved: await stockOf(EXCHANGE.to) };
  const returned = { before: returnedBefore, after: await stockOf(EXCHANGE.from) };
  await fulfil(adminPost, clock, made.orderGuid, method);
  return { returnId, replacementGuid: made.orderGuid, replacementNumber: made.orderNumber, stock, returned };
}

/** Places the order through the routes, pays it on the test provider's page and takes it through fulfilment and two refunds. */
export async function walkOrder(
  ctx: { app: App; db: Db; clock: ManualClock },
  who: { shopper: Shopper; admin: Shopper },
  method: DeliveryMethod,
): Promise<Trail> {
  const { app, db, clock } = ctx;
  const as = (s: Shopper) => ({ headers: s.headers });
  const adminPost = adminPoster(app, who.admin);
  for (const c of CART) await addToCart(app, who.shopper, db, c.slug, c.size, c.quantity);
  const quote = (
    await app.inject({ method: 'GET', url: `/api/payment/quote?discountCode=${CODE.code}&deliveryMethod=${method}`, ...as(who.shopper) })
  ).json() as QuoteResponse;
  const where = method === 'collect' ? { shippingAddress: undefined, collector: COLLECTOR } : {};
  const session = await checkoutOk(app, who.shopper, { discountCode: CODE.code, deliveryMethod: method, ...where });
  const payPage = (await app.inject({ method: 'GET', url: `/pay/test/${session.id}` })).body;
  const paid = await payOnTestPage(app, session.id);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode}`);
  const guid = session.orderGuid;
  await fulfil(adminPost, clock, guid, method);
  // A partial return: the scarf, approved for the amount the order page showed.
  const mine = (await app.inject({ method: 'GET', url: `/api/order/${guid}`, ...as(who.shopper) })).json().order;
  const scarf = mine.items.find((i: { slug: string }) => i.slug === 'wool-scarf').lineId as number;
  const asked = await app.inject({
    method: 'POST',
    url: `/api/order/return-request/${guid}`,
    ...as(who.shopper),
    payload: { items: [{ lineId: scarf, quantity: 1, reason: 'faulty' }] },
  });
  if (asked.statusCode !== 200) throw new Error(`return: ${asked.statusCode} ${asked.body}`);
  const returnId = asked.json().order.returns[0].id as number;
  const returnPence = await shownRefund(app, who.admin.headers, guid, returnId);
  await adminPost(`/api/admin/orders/${guid}/returns/${returnId}/approve`, { restock: true, note: '', expectedPence: returnPence });
  // The owner's goodwill refund.
  await adminPost(`/api/admin/orders/${guid}/goodwill-refund`, { reason: GOODWILL.reason, expectedPence: GOODWILL.pence });
  const row = await orderRow(db, guid);
  return {
    guid,
    sessionId: session.id,
    orderNumber: session.orderNumber,
    quote,
    payPage,
    returnPence,
    refundedPence: row.refundedPence,
  };
}

/** The orders CSV's lines of one order, as objects keyed by column. */
export function csvRows(body: string, orderNumber: string): Array<Record<string, string>> {
  const [head, ...rows] = body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const columns = head!.split(',');
  // No value in this order holds a comma or a quote, so a plain split reads it.
  return rows.filter((l) => l.startsWith(`${orderNumber},`)).map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i]!, v])));
}
