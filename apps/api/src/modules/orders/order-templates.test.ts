import { describe, expect, it } from 'vitest';
import { deliveryTimeline } from '@atelier/contract/orders';
import { orderConfirmationMail, type OrderMailData } from './order-templates.tsx';
import { renderMail } from '../../plumbing/mail/render.ts';
import { defaultShopTerms } from '../../test/shop-terms.ts';

const data: OrderMailData = {
  firstName: 'Ada',
  orderNumber: 'ATL-20261122-4FK4',
  orderDate: new Date('2026-11-22T10:00:00Z'),
  lines: [
    { name: 'Linen <Shirt>', size: 'M', colour: 'Ecru', quantity: 2, lineTotalPence: 9000 },
    { name: 'Wool Scarf', size: 'ONE', colour: 'Grey', quantity: 1, lineTotalPence: 2999 },
  ],
  itemsPence: 11999,
  vatPence: 2000,
  shippingPence: 0,
  totalPence: 11999,
  address: {
    fullName: 'Ada Lovelace',
    addressLine1: '12 Analytical Row',
    addressLine2: 'Flat 3',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'United Kingdom',
  },
  ordersUrl: 'https://shop.example/account-orders',
};

describe('order confirmation mail', async () => {
  const content = orderConfirmationMail(data, deliveryTimeline(data.orderDate));
  const mail = { subject: content.subject, ...(await renderMail(content, defaultShopTerms())) };

  it('lists every line and the amounts in the text part', () => {
    expect(mail.subject).toBe('Your Atelier order ATL-20261122-4FK4 is confirmed');
    expect(mail.text).toContain('2 x Linen <Shirt> (Size M, Ecru): £90.00');
    expect(mail.text).toContain('1 x Wool Scarf (One size, Grey): £29.99');
    expect(mail.text).toContain('Subtotal (excl. VAT): £99.99\nVAT (20%): £20.00\nShipping: Free\nTotal: £119.99');
    expect(mail.text).toContain('Delivery address: Ada Lovelace, 12 Analytical Row, Flat 3, London SW1A 1AA, United Kingdom.');
  });

  it('shows the lines and amounts as aligned tables in the HTML part, escaped', () => {
    expect(mail.html).toMatch(/2 x Linen &lt;Shirt&gt;<br[^>]*\/><span style="color:#777;font-size:13px">Size M, Ecru<\/span>/);
    expect(mail.html).not.toContain('<Shirt>');
    // Two order lines and four amounts, each a table row (the layout's own tables aside).
    expect(mail.html.match(/<tr data-text-row/g)).toHaveLength(6);
    expect(mail.html).toMatch(/>VAT \(20%\)<\/td><td [^>]*>£20\.00<\/td>/);
    expect(mail.html).toMatch(/>Total<\/td><td [^>]*>£119\.99<\/td>/);
    const lines = mail.html.replace(/<br[^>]*>/g, '\n').replace(/<[^>]+>/g, '');
    expect(lines).toContain('Delivery address\nAda Lovelace\n12 Analytical Row\nFlat 3\nLondon SW1A 1AA\nUnited Kingdom');
    expect(mail.html).toContain('href="https://shop.example/account-orders"');
    // Tables are not wrapped in a paragraph (invalid HTML that mail clients mangle).
    expect(mail.html).not.toMatch(/<p[^>]*><table/);
  });
});

describe('order confirmation mail with a discount code and next-day delivery (R20.7, R20.10)', async () => {
  const discounted: OrderMailData = {
    ...data,
    discountCode: 'SAVE10',
    discountPence: 1200,
    vatPence: 1800,
    shippingPence: 695,
    totalPence: 11494,
    delivery: { label: 'Next-day delivery', estimate: 'Arrives Tuesday 24 November' },
  };
  const mail = await renderMail(orderConfirmationMail(discounted, deliveryTimeline(data.orderDate)), defaultShopTerms());

  it('shows the code, the discount, VAT on the discounted items and the delivery chosen', () => {
    expect(mail.text).toContain(
      'Discount (SAVE10): -£12.00\nSubtotal (excl. VAT): £89.99\nVAT (20%): £18.00\nNext-day delivery: £6.95\nTotal: £114.94',
    );
    expect(mail.text).toContain('Next-day delivery: Arrives Tuesday 24 November.');
    expect(mail.text).not.toContain('We expect to dispatch it');
  });
});
