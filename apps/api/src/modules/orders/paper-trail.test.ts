import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_METHODS, estimateText, type CheckoutQuote, type DeliveryMethod } from '@atelier/contract/checkout';
import { DELIVERY_BUSINESS_DAYS, addBusinessDays, postalLines, ukDate } from '@atelier/contract/orders';
import { CARRIER_LABELS } from '@atelier/contract/fulfilment';
import { refundFor } from '@atelier/contract/returns';
import { creditVat, formatPence, orderTotals, poundsToPence } from '@atelier/contract/shared';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { ADDRESS, commerceTestApp, newShopper, orderRow, SHOP, variantOf, type Shopper } from '../../test/commerce.ts';
import {
  CART,
  CODE,
  csvRows,
  EXCHANGE,
  type ExchangeTrail,
  expectedQuote,
  GOODWILL,
  linesPence,
  SHOP_ENV,
  TRACKING,
  walkExchange,
  walkOrder,
  type Trail,
} from '../../test/paper-trail.ts';

// Issue 33: for an order of each delivery method, with a discount code, a partial return and the
// owner's goodwill refund, every amount, VAT figure, date, name and address agrees on every surface
// the API offers with the one value the shared rules give (R1.5, R1.6, R20.7, R20.10-R20.18, R21.4,
// R21.17-R21.19, R22.2-R22.4). The expected figures come from the rules and the cart, never copies.
// Then one shirt is exchanged for another size at the same price (R21.20-R21.26): the held stock,
// the replacement order, its mails, receipt, packing slip and CSV row, and the original's credit note.

let t: AccountsTestContext;
let admin: Shopper;
const db = () => t.database.db;
const get = async (url: string, who: Shopper) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
};
const revenue = async () => (await get('/api/admin/dashboard', admin)).json().last30Days.revenuePence as number;
/** "Tuesday 1 December" style days of the mails' sentences. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** The one way an address is written, on every surface. */
const homeLines = postalLines(ADDRESS);

beforeAll(async () => {
  t = await commerceTestApp(SHOP_ENV);
  for (const c of CART) await setStock(db(), (await variantOf(db(), c.slug, c.size)).guid, 50);
  await setStock(db(), (await variantOf(db(), EXCHANGE.slug, EXCHANGE.to)).guid, 50);
  admin = await newAdmin(t.app, db());
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: admin.headers,
    payload: { code: CODE.code, kind: CODE.kind, value: CODE.value },
  });
  expect(made.statusCode, made.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe.each(DELIVERY_METHODS.map((m) => [m]))('the paper trail of a %s order', (method: DeliveryMethod) => {
  let shopper: Shopper;
  let x: CheckoutQuote;
  let trail: Trail;
  let ex: ExchangeTrail;
  let revenueBefore: number;
  let placedAt: Date;
  const collect = method === 'collect';
  const totals = () => ({
    itemsPence: x.itemsPence,
    discountPence: x.discountPence,
    vatPence: x.vatPence,
    subtotalExVatPence: x.subtotalExVatPence,
    shippingPence: x.shippingPence,
    shippingExVatPence: x.shippingExVatPence,
    totalPence: x.totalPence,
  });

  beforeAll(async () => {
    // Tuesday 1 December 2026, 09:30 in London: a working day, before the next-day cut-off.
    t.clock.set(new Date('2026-12-01T09:30:00Z'));
    placedAt = t.clock.now();
    shopper = await newShopper(t.app);
    x = await expectedQuote(t.app, method, placedAt);
    revenueBefore = await revenue();
    trail = await walkOrder({ app: t.app, db: db(), clock: t.clock }, { shopper, admin }, method);
    ex = await walkExchange({ app: t.app, db: db(), clock: t.clock }, { shopper, admin }, method, trail.guid);
  }, 120_000);

  it('the expected order has a discount, and a partial return and a goodwill refund were paid', async () => {
    expect(x.discountPence).toBeGreaterThan(0);
    const row = await orderRow(db(), trail.guid);
    // The return pays back the scarf's paid share (its price less its share of the code), by the one refunds rule.
    const scarf = CART.findIndex((c) => c.slug === 'wool-scarf');
    const lines = linesPence().map((p, i) => ({ lineId: i, unitPricePence: p / CART[i]!.quantity, quantity: CART[i]!.quantity }));
    const expectedReturn = refundFor({
      lines: lines.map((l, i) => ({ ...l, discountPence: x.discount!.lineDiscounts[i]! })),
      shippingPence: x.shippingPence,
      refundedPence: 0,
      alreadyReturned: [],
      returning: [{ lineId: scarf, quantity: 1 }],
    });
    expect(trail.returnPence).toBe(expectedReturn);
    expect(trail.refundedPence).toBe(expectedReturn + GOODWILL.pence);
    expect(row).toMatchObject({ totalPence: x.totalPence, vatPence: x.vatPence, shippingPence: x.shippingPence, deliveryMethod: method });
  });

  it('checkout and the payment page', () => {
    expect(orderTotals({ ...trail.quote, totalDiscount: trail.quote.discount?.amount })).toEqual(totals());
    expect(trail.quote.delivery).toMatchObject({
      method,
      label: x.delivery.label,
      price: x.shippingPence / 100,
      estimate: x.delivery.estimate,
      estimateText: estimateText(method, x.delivery.estimate),
    });
    const page = trail.payPage;
    expect(page).toContain(`<p class="amount">${formatPence(x.totalPence)}</p>`);
    expect(page).toContain(`<span>Discount (${CODE.code})</span><span>-${formatPence(x.discountPence)}</span>`);
    const label = x.delivery.label.replace('&', '&amp;');
    expect(page).toContain(`<span>${label}</span><span>${x.shippingPence ? formatPence(x.shippingPence) : 'Free'}</span>`);
    expect(page).toContain(`<span>Includes VAT (20%)</span><span>${formatPence(x.vatPence)}</span>`);
    expect(page).toContain(`Order ${trail.orderNumber}`);
  });

  it('the confirmation, My Orders and the admin order page', async () => {
    const success = (await get(`/api/payment/order/by-session/${trail.sessionId}`, shopper)).json().order;
    const mine = (await get(`/api/order/${trail.guid}`, shopper)).json().order;
    const listed = (await get('/api/order/paginated', shopper))
      .json()
      .orders.find((o: { orderGuid: string }) => o.orderGuid === trail.guid);
    const adminOrder = (await get(`/api/admin/orders/${trail.guid}`, admin)).json();
    expect(listed).toMatchObject({ orderNumber: trail.orderNumber, orderDate: placedAt.toISOString(), totalPrice: x.totalPence / 100 });
    for (const o of [success, mine, adminOrder.order]) {
      expect(orderTotals(o)).toEqual(totals());
      expect(o).toMatchObject({
        orderNumber: trail.orderNumber,
        orderDate: placedAt.toISOString(),
        discountCode: CODE.code,
        deliveryMethod: method,
        deliveryLabel: x.delivery.label,
        deliveryEstimate: x.delivery.estimate,
      });
      expect(o.deliveryEstimateText).toBe(estimateText(method, x.delivery.estimate));
      expect(o.shippingAddress.fullName).toBe(ADDRESS.fullName);
      if (collect) {
        expect(o.shippingAddress).toMatchObject({ addressLine1: '', city: '', postcode: '' });
        expect(o.shippingAddress.addressLabel).not.toMatch(/shipping/i);
      } else expect(o.shippingAddress).toMatchObject({ addressLine1: ADDRESS.addressLine1, postcode: ADDRESS.postcode });
    }
    for (const o of [mine, adminOrder.order]) expect(poundsToPence(o.refundedTotal)).toBe(trail.refundedPence);
    // The standard order's timeline on the confirmation ends with the window it promised.
    if (method === 'standard') expect(success.timeline.delivered).toEqual(x.delivery.estimate);
    expect(adminOrder.customer.name).toBe(ADDRESS.fullName);
    expect(adminOrder.owner.leftPence).toBe(x.totalPence - trail.refundedPence);
  });

  it('every mail the customer and the owner were sent', async () => {
    const mails = await outbox(t.app, t.outboxDir);
    const mine = (kind: string) => {
      const found = mails.filter((m) => m.to === shopper.email && m.kind === kind && !m.text.includes(ex.replacementNumber));
      expect(found, kind).toHaveLength(1);
      return found[0]!.text;
    };
    const confirmation = mine('order-confirmation');
    CART.forEach((c, i) => {
      const name = SHOP.find((p) => p.slug === c.slug)!.name;
      expect(confirmation).toMatch(new RegExp(`${c.quantity} x ${name} \\([^)]*\\): ${formatPence(linesPence()[i]!).replace('.', '\\.')}`));
    });
    expect(confirmation).toContain(`Discount (${CODE.code}): -${formatPence(x.discountPence)}`);
    expect(confirmation).toContain(`Subtotal (excl. VAT): ${formatPence(x.subtotalExVatPence)}`);
    expect(confirmation).toContain(`VAT (20%): ${formatPence(x.vatPence)}`);
    expect(confirmation).toContain(
      x.shippingPence ? `${x.delivery.label} (excl. VAT): ${formatPence(x.shippingExVatPence)}` : `${x.delivery.label}: Free`,
    );
    expect(confirmation).toContain(`Total: ${formatPence(x.totalPence)}`);
    expect(confirmation).toContain(`placed on ${longDay(ukDate(placedAt))}`);
    const window = x.delivery.estimate;
    if (method === 'standard') expect(confirmation).toContain(`should reach you between ${longDay(window.from)} and ${longDay(window.to)}`);
    else expect(confirmation).toContain(`${x.delivery.label}: ${estimateText(method, x.delivery.estimate)}.`);

    const terms = (await t.app.inject({ method: 'GET', url: '/api/shop-terms' })).json();
    const studio = `Collect from our studio: ${terms.delivery.collectionAddressLines.join(', ')}.`;
    const home = [ADDRESS.fullName, ...homeLines].join(', ');
    if (collect) {
      expect(confirmation).toContain(studio);
      expect(confirmation).not.toMatch(/delivery address|shipping address/i);
      const ready = mine('order-ready-to-collect');
      expect(ready).toContain(studio);
      expect(ready).not.toMatch(/delivery address|shipping address|dispatched/i);
    } else {
      expect(confirmation).toContain(`Delivery address: ${home}.`);
      const shipped = mine('order-shipped');
      expect(shipped).toContain(`dispatched to ${home}.`);
      expect(shipped).toContain('tracking number JD014600003828');
      // Next-day keeps the day it promised (R20.12); standard gives its window from the day it left (R2.4).
      const shippedOn = ukDate(new Date(placedAt.getTime() + 2 * 3600_000));
      const by =
        method === 'next_day'
          ? `on ${longDay(window.from)}`
          : `between ${longDay(addBusinessDays(shippedOn, DELIVERY_BUSINESS_DAYS.min))} and ${longDay(addBusinessDays(shippedOn, DELIVERY_BUSINESS_DAYS.max))}`;
      expect(shipped).toContain(`It should reach you ${by}.`);
    }
    expect(mine('return-approved')).toContain(`We have refunded ${formatPence(trail.returnPence)}`);
    const goodwill = mine('goodwill-refund');
    expect(goodwill).toContain(`We have refunded ${formatPence(GOODWILL.pence)} on your order ${trail.orderNumber}`);
    expect(goodwill).toContain(`Reason: ${GOODWILL.reason}`);
    // PAPER_TRAIL_MAIL_DIR keeps the confirmation and the dispatch or ready-to-collect mail, to look at.
    const keep = process.env.PAPER_TRAIL_MAIL_DIR;
    if (keep)
      for (const m of mails.filter((m) => m.to === shopper.email && /^order-(confirmation|shipped|ready-to-collect)$/.test(m.kind)))
        await fs.copyFile(m.eml, path.join(keep, `${method}-${m.kind}.eml`));
    const owner = mails.filter((m) => m.kind === 'owner-new-order' && m.subject.includes(trail.orderNumber));
    expect(owner).toHaveLength(1);
    expect(owner[0]!.subject).toBe(`New order ${trail.orderNumber}: ${formatPence(x.totalPence)}`);
    expect(owner[0]!.text).toContain(`${ADDRESS.fullName} <${shopper.email}> paid ${formatPence(x.totalPence)}`);
  });

  it('the VAT receipt and its credit note', async () => {
    const r = (await get(`/api/order/${trail.guid}/receipt`, shopper)).json();
    expect(r).toMatchObject({ orderNumber: trail.orderNumber, orderDate: placedAt.toISOString(), paidAt: placedAt.toISOString() });
    expect(r.totals).toEqual({ grossPence: x.totalPence, vatPence: x.vatPence, netPence: x.totalPence - x.vatPence });
    expect(r.discount.grossPence).toBe(-x.discountPence);
    expect(r.delivery).toEqual({
      grossPence: x.shippingPence,
      vatPence: x.shippingPence - x.shippingExVatPence,
      netPence: x.shippingExVatPence,
    });
    expect(r.lines.map((l: { grossPence: number }) => l.grossPence)).toEqual(linesPence());
    expect(r.customer.name).toBe(ADDRESS.fullName);
    // A Click & collect buyer gave no address: the receipt names none (R20.18, R21.18).
    expect(r.customer.addressLines).toEqual(collect ? [] : homeLines);
    const credit = creditVat(trail.refundedPence, { totalPence: x.totalPence, vatPence: x.vatPence, vatRatePercent: 20 });
    expect(r.credit).toMatchObject(credit);
    // What the credit note lists adds up to what it credits: the returned scarf and the goodwill refund.
    const listed = r.credit.items.reduce((n: number, i: { refundPence: number | null }) => n + (i.refundPence ?? 0), 0);
    expect(r.credit.items).toContainEqual(expect.objectContaining({ name: 'Wool Scarf', quantity: 1, refundPence: trail.returnPence }));
    expect(listed + r.credit.otherPence).toBe(credit.grossPence);
    expect(r.credit.otherPence).toBe(GOODWILL.pence);
  });

  it('the packing slip', async () => {
    const slip = (await get(`/api/admin/orders/${trail.guid}/packing-slip`, admin)).json();
    expect(slip).toMatchObject({
      orderNumber: trail.orderNumber,
      placedAt: placedAt.toISOString(),
      customer: { name: ADDRESS.fullName, email: shopper.email },
      delivery: { method, label: x.delivery.label, promise: estimateText(method, x.delivery.estimate) },
      deliverTo: { fullName: ADDRESS.fullName, phoneNumber: ADDRESS.phoneNumber, lines: collect ? [] : homeLines },
      units: CART.reduce((n, c) => n + c.quantity, 0),
    });
  });

  it('the orders CSV and the dashboard revenue', async () => {
    const rows = csvRows((await get('/api/admin/orders/export', admin)).body, trail.orderNumber);
    expect(rows).toHaveLength(CART.length);
    const pounds = (p: number) => (p / 100).toFixed(2);
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({
        customer_name: ADDRESS.fullName,
        customer_email: shopper.email,
        line_total: pounds(linesPence()[i]!),
        order_items_total: pounds(x.itemsPence),
        order_discount: pounds(x.discountPence),
        order_shipping: pounds(x.shippingPence),
        order_vat: pounds(x.vatPence),
        order_total: pounds(x.totalPence),
        order_refunded: pounds(trail.refundedPence),
        delivery_city: collect ? '' : ADDRESS.city,
        delivery_postcode: collect ? '' : ADDRESS.postcode,
        delivery_method: x.delivery.label,
        carrier: collect ? '' : CARRIER_LABELS[TRACKING.carrier],
        tracking_number: collect ? '' : TRACKING.trackingNumber,
        delivery_date:
          x.delivery.estimate.from === x.delivery.estimate.to
            ? x.delivery.estimate.from
            : `${x.delivery.estimate.from}/${x.delivery.estimate.to}`,
      });
      expect(row.placed_at!.slice(0, 10)).toBe(ukDate(placedAt).split('-').reverse().join('/'));
    }
    // The dashboard counts what the shop keeps: what was paid less what was refunded (R22.2).
    expect((await revenue()) - revenueBefore).toBe(x.totalPence - trail.refundedPence);
  });
  // The exchange (R21.20-R21.26), checked on every surface.
  const price = SHOP.find((p) => p.slug === EXCHANGE.slug)!.pricePence;
  const shirt = SHOP.find((p) => p.slug === EXCHANGE.slug)!;

  it('the size asked for is held from the request, the returned one restocked when received', () => {
    expect(ex.stock).toEqual({ before: ex.stock.before, held: ex.stock.before - 1, approved: ex.stock.before - 1 });
    expect(ex.returned.after).toBe(ex.returned.before + 1);
  });

  it('the stock history names the hold and the restock with the order', async () => {
    const variant = await variantOf(db(), EXCHANGE.slug, EXCHANGE.to);
    const history = (await get(`/api/admin/variants/${variant.id}/stock-history`, admin)).json();
    expect(history.entries[0]).toMatchObject({ reason: 'exchange-held', order: { number: trail.orderNumber }, before: ex.stock.before });
  });

  it('My Orders: the original shows the exchange made and no money back; the replacement is listed at £0.00', async () => {
    const original = (await get(`/api/order/${trail.guid}`, shopper)).json().order;
    const r = original.returns.find((x: { id: number }) => x.id === ex.returnId);
    expect(r).toMatchObject({ status: 'Approved', refund: 0, restocked: true, size: EXCHANGE.from });
    expect(r.exchange).toMatchObject({
      name: shirt.name,
      size: EXCHANGE.to,
      colour: shirt.colour,
      state: 'made',
      orderNumber: ex.replacementNumber,
      charge: 0,
      payUrl: null,
    });
    expect(poundsToPence(original.refundedTotal)).toBe(trail.refundedPence);
    const listed = (await get('/api/order/paginated', shopper))
      .json()
      .orders.find((o: { orderGuid: string }) => o.orderGuid === ex.replacementGuid);
    expect(listed).toMatchObject({ orderNumber: ex.replacementNumber, totalPrice: 0, totalItems: 1 });
    const replacement = (await get(`/api/order/${ex.replacementGuid}`, shopper)).json().order;
    expect(orderTotals(replacement)).toMatchObject({
      itemsPence: price,
      discountPence: price,
      vatPence: 0,
      shippingPence: 0,
      totalPence: 0,
    });
    expect(replacement.items).toEqual([expect.objectContaining({ name: shirt.name, size: EXCHANGE.to, quantity: 1 })]);
    expect(replacement.status).toBe('Delivered');
  });

  it('the mails: request with the exchange named, approval with the replacement number, the normal dispatch', async () => {
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email);
    const wanted = `${shirt.name} (Size ${EXCHANGE.to}, ${shirt.colour})`;
    const received = mails.filter((m) => m.kind === 'return-received' && m.text.includes(wanted));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain(`1 x ${shirt.name} (Size ${EXCHANGE.from}, ${shirt.colour}): Too small. In exchange for ${wanted}`);
    const approved = mails.filter((m) => m.kind === 'exchange-approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]!.subject).toBe(`Your exchange for ${trail.orderNumber}: replacement order ${ex.replacementNumber}`);
    expect(approved[0]!.text).toContain('There is nothing to pay: the exchange is at the same price.');
    const sent = mails.filter(
      (m) => m.kind === (collect ? 'order-ready-to-collect' : 'order-shipped') && m.text.includes(ex.replacementNumber),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(wanted);
    // The only refund mail is the scarf's: the exchange refunded nothing.
    expect(mails.filter((m) => m.kind === 'return-approved')).toHaveLength(1);
  });

  it('the receipts: the replacement shows £0.00 paid with its exchange credit, the original credits no money for it', async () => {
    const r = (await get(`/api/order/${ex.replacementGuid}/receipt`, shopper)).json();
    expect(r.totals).toEqual({ grossPence: 0, vatPence: 0, netPence: 0 });
    expect(r.discount.grossPence).toBe(-price);
    expect(r.exchangeFor).toBe(trail.orderNumber);
    expect(r.credit).toBeNull();
    const original = (await get(`/api/order/${trail.guid}/receipt`, shopper)).json();
    expect(original.credit.grossPence).toBe(trail.refundedPence);
    expect(original.credit.items).not.toContainEqual(expect.objectContaining({ name: shirt.name }));
  });

  it('the packing slip, the orders CSV and the dashboard revenue', async () => {
    const slip = (await get(`/api/admin/orders/${ex.replacementGuid}/packing-slip`, admin)).json();
    expect(slip).toMatchObject({
      orderNumber: ex.replacementNumber,
      customer: { name: ADDRESS.fullName, email: shopper.email },
      deliverTo: { fullName: ADDRESS.fullName, lines: collect ? [] : homeLines },
      units: 1,
    });
    const rows = csvRows((await get('/api/admin/orders/export', admin)).body, ex.replacementNumber);
    expect(rows).toEqual([
      expect.objectContaining({ order_total: '0.00', order_discount: (price / 100).toFixed(2), order_refunded: '0.00' }),
    ]);
  });

  it('the admin order page shows the exchange, and no refund is waiting', async () => {
    const page = (await get(`/api/admin/orders/${trail.guid}`, admin)).json();
    expect(page.order.returns.find((x: { id: number }) => x.id === ex.returnId).exchange.orderNumber).toBe(ex.replacementNumber);
    expect(page.approvalRefunds.returns).toEqual([]);
    expect(page.events.at(-1).note).toContain(`replacement order ${ex.replacementNumber}`);
  });
});
