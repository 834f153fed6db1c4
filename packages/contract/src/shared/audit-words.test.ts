import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditSentence, auditWords, type AuditAction } from './audit-words.ts';

// The activity log in words (R22.10): every action, with what its writer records, reads as a sentence.

const order = { target: 'order ATL-20261123-CDD6' };
const product = { target: 'product 12 (linen-shirt)' };
const staff = { target: 'packer@atelier.local' };

/** Each action as its writer records it (a Record: an action added to the list without one here fails the type check). */
const RECORDED: Record<AuditAction, { target: string; detail?: Record<string, unknown> }> = {
  'order.process': { ...order, detail: { status: 'Waiting -> Processing' } },
  'order.ship': { ...order, detail: { status: 'Processing -> Shipped' } },
  'order.deliver': { ...order, detail: { status: 'Shipped -> Delivered' } },
  'order.ready-to-collect': { ...order, detail: { status: 'Processing -> ReadyToCollect' } },
  'order.collected': { ...order, detail: { status: 'ReadyToCollect -> Collected' } },
  'order.approve-cancel': { ...order, detail: { status: 'CancelRequested -> Cancelled', refund: '£84.00' } },
  'order.decline-cancel': { ...order, detail: { status: 'CancelRequested -> Processing', note: 'Already packed' } },
  'order.approve-refund': { ...order, detail: { status: 'RefundRequested -> Refunded', refund: '£84.00' } },
  'order.reject-refund': { ...order, detail: { status: 'RefundRequested -> Delivered' } },
  'order.cancel': { ...order, detail: { refund: '£84.00', reason: 'Out of stock' } },
  'order.refund': {
    ...order,
    detail: { refund: '£40.50', items: '1 x Linen Shirt (M)', restock: true, reason: 'Seam', status: 'Partly refunded' },
  },
  'order.goodwill-refund': { ...order, detail: { refund: '£5.00', reason: 'Late', left: '£79.00' } },
  'order.approve-return': { ...order, detail: { return: 7, item: 'Linen Shirt (M)', refund: '£45.00', restock: true, note: 'Thanks' } },
  'order.reject-return': { ...order, detail: { return: 7, item: 'Linen Shirt (M)', note: 'Worn' } },
  'order.note': order,
  'order.export': { target: 'orders as CSV', detail: { orders: 12 } },
  'product.create': { ...product, detail: { price: '£45.00', sizes: 'S:3 M:4' } },
  'product.update': { ...product, detail: { pricePence: '£89.00 -> £79.00', onSale: 'false -> true', 'stock M': '5 -> 2' } },
  'product.archive': product,
  'product.restore': product,
  'product.colour': { ...product, detail: { from: 'linen-shirt', colour: 'Sand' } },
  'product.duplicate': { ...product, detail: { from: 'linen-shirt' } },
  'product.image.add': { ...product, detail: { media: '0b0e8e0e-1111-4222-8333-444455556666' } },
  'product.image.remove': { ...product, detail: { image: 31 } },
  'product.image.cover': { ...product, detail: { image: 31 } },
  'product.image.reorder': { ...product, detail: { 'new order by old places': '3, 1, 2' } },
  'product.image.alt': { ...product, detail: { photo: 'number 1', description: 'none -> "Front"' } },
  'product.bulk-archive': { target: '2 products', detail: { products: 'Linen Shirt in sand, Wool Scarf in grey' } },
  'product.bulk-restore': { target: '2 products', detail: { products: 'Linen Shirt in sand' } },
  'product.bulk-set-final-sale': { target: '2 products', detail: { products: 'Linen Shirt in sand' } },
  'product.bulk-clear-final-sale': { target: '2 products', detail: { products: 'Linen Shirt in sand' } },
  'product.bulk-add-to-collection': { target: '2 products', detail: { collection: 'Summer', products: 'Linen Shirt in sand' } },
  'product.bulk-remove-from-collection': { target: '2 products', detail: { collection: 'Summer', products: 'Linen Shirt in sand' } },
  'product.import': {
    target: 'products from CSV',
    detail: { products: '1 created, 2 updated', sizes: '3 created, 0 updated', changes: 5, touched: 3 },
  },
  'product.export': { target: 'products as CSV', detail: { rows: 40 } },
  'category.create': { target: 'category 3 (shirts)' },
  'category.update': { target: 'category 3 (shirts)', detail: { name: 'Shirts' } },
  'category.image': { target: 'category 3 (shirts)', detail: { media: '0b0e8e0e-1111-4222-8333-444455556666' } },
  'category.delete': { target: 'category 3 (shirts)', detail: { moved: '4 products to Tops' } },
  'collection.create': { target: 'collection 2 (summer)', detail: { products: 3 } },
  'collection.update': { target: 'collection 2 (summer)', detail: { name: 'Summer -> Summer edit' } },
  'collection.delete': { target: 'collection 2 (summer)' },
  'collection.image': { target: 'collection 2 (summer)', detail: { media: '0b0e8e0e-1111-4222-8333-444455556666' } },
  'collection.reorder': { target: 'collections', detail: { order: '2, 1, 3' } },
  'discount.create': { target: 'discount SUMMER20', detail: { kind: 'percent', value: 20 } },
  'discount.update': {
    target: 'discount SUMMER20',
    detail: {
      kind: 'fixed -> percent',
      value: '500 -> 20',
      minSpendPence: '0 -> 5000',
      endsAt: 'null -> 2026-08-31T22:59:00.000Z',
      excludeSaleItems: 'false -> true',
    },
  },
  'discount.activate': { target: 'discount SUMMER20' },
  'discount.deactivate': { target: 'discount SUMMER20' },
  'customer.export': { target: 'customers', detail: { filter: 'all', rows: 9 } },
  'staff.invite': { ...staff, detail: { role: 'Fulfilment' } },
  'staff.revoke': staff,
  'staff.remove': { ...staff, detail: { role: 'Fulfilment' } },
  'staff.role-change': { ...staff, detail: { change: 'Fulfilment → Catalogue' } },
  'staff.role-create': { target: 'Packers', detail: { permissions: 'orders, fulfilment' } },
  'staff.role-update': { target: 'Packers', detail: { permissions: 'orders → orders, refunds' } },
  'staff.role-delete': { target: 'Packers' },
  'staff.transfer-ownership': { ...staff, detail: { from: 'owner@atelier.local' } },
  'staff.policy': { target: 'staff policy', detail: { twoStep: 'required for all staff', stepUpRefundsOver: '£200.00' } },
  'staff.two-step-enrol': staff,
  'staff.recovery-codes': staff,
  'staff.two-step-reset': staff,
  'staff.session-end': { ...staff, detail: { device: 'Firefox on Linux' } },
  'settings.update': {
    target: 'shop settings',
    detail: {
      shipping: '{"freeThresholdPence":7500,"feePence":395} -> {"freeThresholdPence":10000,"feePence":450}',
      returns: '{} -> {"returnWindowDays":30}',
      shop: '{"vatNumber":"GB123456789"} -> {}',
    },
  },
  'message.handled': { target: 'message 5 from ann@example.co.uk' },
  'message.reopened': { target: 'message 5 from ann@example.co.uk' },
  'review.approve': { target: 'review 7 of product 12 (linen-shirt)', detail: { from: 'pending' } },
  'review.hide': { target: 'review 7 of product 12 (linen-shirt)', detail: { from: 'approved' } },
  'newsletter.export': { target: 'newsletter subscribers', detail: { rows: 30 } },
  'synonyms.create': { target: 'synonyms 4 (tee, t-shirt)' },
  'synonyms.update': { target: 'synonyms 4 (tee, t-shirt)' },
  'synonyms.delete': { target: 'synonyms 4' },
  'gift-card.issue': { target: 'gift card ending 7Q2M', detail: { amountPence: '5000', to: 'ada@example.co.uk' } },
  'gift-card.top-up': { target: 'gift card ending 7Q2M', detail: { amountPence: '2500' } },
  'gift-card.extend': { target: 'gift card ending 7Q2M', detail: { expiresAt: '2028-11-28' } },
  'gift-card.resend': { target: 'gift card ending 7Q2M', detail: { to: 'ada@example.co.uk' } },
  'gift-card.void': { target: 'gift card ending 7Q2M' },
  'colours.family': { target: 'colour families (Khaki, Slate)', detail: { Khaki: 'Green -> Neutral', Slate: 'Grey -> Blue' } },
};

/** What a log line must never show: JSON, code names, ids, keys and sums in pence. */
function plainWords(text: string): void {
  expect(text).not.toMatch(/[{}[\]"]\s*\w*\s*:/); // JSON
  expect(text).not.toMatch(/\b\w+_\w+\b/); // snake_case keys and kinds (free_shipping)
  expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*\b/); // camelCase keys (feePence, restock: true)
  expect(text).not.toMatch(/\b[A-Z][a-z]+[A-Z]\w*\b/); // status codes (ReadyToCollect)
  expect(text).not.toMatch(/\b(?:order|product|staff|discount|settings|category|collection)\.\w/); // action names
  expect(text).not.toMatch(/\b(?:true|false|null)\b/);
  expect(text).not.toMatch(/\b[0-9a-f]{8}-[0-9a-f]{4}-/); // media ids
  expect(text).not.toMatch(/photo: \d/); // image row ids
  expect(text).not.toMatch(/(?<![£\d.,])\b(?:395|450|500|5000|7500|10000)\b/); // pence not through formatPence
}

describe('the activity log in words (R22.10)', () => {
  it.each(AUDIT_ACTIONS)('%s reads as a sentence, its details in words', (action) => {
    const { target, detail } = RECORDED[action];
    const words = auditWords(action, target, 'admin@atelier.local', detail);
    expect(words.summary).toContain(' by admin@atelier.local');
    expect(words.summary).not.toContain(`${action.replace(/[.-]/g, ' ')}:`); // the words for an action with no sentence
    plainWords(words.summary);
    plainWords(words.detail);
  });

  it('names the colours whose family changed, each change in the details (R17.10)', () => {
    const { target, detail } = RECORDED['colours.family'];
    const words = auditWords('colours.family', target, 'a@b.co', detail);
    expect(words.summary).toBe('Colour family changed for Khaki, Slate by a@b.co');
    expect(words.detail).toContain('Khaki');
    expect(words.detail).toContain('Neutral');
  });

  it('keeps the sentences the log already had', () => {
    expect(auditSentence('order.approve-refund', 'order ATL-1', 'a@b.co', { refund: '£84.00' })).toBe(
      'Refund approved for ATL-1 by a@b.co, £84.00 refunded',
    );
    expect(auditSentence('product.update', 'product 12 (linen-shirt)', null)).toBe('Product linen-shirt edited by a deleted account');
  });

  it('says a settings change as the values now in force, money in pounds', () => {
    const { summary, detail } = auditWords('settings.update', 'shop settings', 'a@b.co', RECORDED['settings.update'].detail);
    expect(summary).toBe(
      'Shop settings changed by a@b.co: free from £100.00, standard delivery £4.50, returns within 30 days, VAT number back to the default',
    );
    expect(detail).toBe('');
  });

  it('says a discount change as the offer and its terms', () => {
    expect(auditSentence('discount.update', 'discount SUMMER20', 'a@b.co', RECORDED['discount.update'].detail)).toBe(
      'Discount SUMMER20 updated by a@b.co: 20% off, on orders of £50.00 or more, ends 31 August 2026, not on sale items',
    );
    // An entry from before the offer was recorded whole: the bare value may be pence, so it is not shown.
    expect(auditSentence('discount.update', 'discount TEN', 'a@b.co', { value: '500 -> 750' })).toBe(
      'Discount TEN updated by a@b.co: amount changed',
    );
    expect(auditSentence('discount.create', 'discount SHIP', 'a@b.co', { kind: 'free_shipping', value: 0 })).toBe(
      'Discount SHIP created by a@b.co: Free delivery',
    );
  });

  it('says a return by its item, the money and the stock', () => {
    expect(auditSentence('order.approve-return', order.target, 'a@b.co', RECORDED['order.approve-return'].detail)).toBe(
      'Return of Linen Shirt (M) approved on order ATL-20261123-CDD6 by a@b.co, £45.00 refunded, back in stock',
    );
  });

  it('says a refund sent to store credit, and nothing more for one to the card (R23.18)', () => {
    const detail = { ...RECORDED['order.approve-return'].detail, refundTo: 'store_credit' };
    expect(auditWords('order.approve-return', order.target, 'a@b.co', detail)).toMatchObject({
      summary: 'Return of Linen Shirt (M) approved on order ATL-20261123-CDD6 by a@b.co, £45.00 refunded as store credit, back in stock',
    });
    expect(auditSentence('order.goodwill-refund', order.target, 'a@b.co', { refund: '£5.00', refundTo: 'store_credit' })).toBe(
      'Goodwill refund of £5.00 as store credit on order ATL-20261123-CDD6 by a@b.co',
    );
    expect(auditWords('order.goodwill-refund', order.target, 'a@b.co', { refund: '£5.00', refundTo: 'card' }).detail).toBe('');
  });

  it('names the subject as the API found it now, and says which words name it (the link)', () => {
    const words = auditWords('product.archive', 'product 12 (linen-shirt)', 'a@b.co', undefined, { name: 'Linen Shirt in sand' });
    expect(words).toMatchObject({ summary: 'Product Linen Shirt in sand archived by a@b.co', subject: 'Linen Shirt in sand' });
    expect(auditWords('order.export', 'orders as CSV', 'a@b.co').subject).toBeUndefined();
  });

  it('reads an action it does not know as words, never as its code name', () => {
    expect(auditSentence('gift.wrap', 'order ATL-1', 'a@b.co')).toBe('gift wrap: ATL-1 by a@b.co');
  });
});
