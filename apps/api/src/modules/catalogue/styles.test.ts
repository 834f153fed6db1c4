import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminStyleInput, FormattedItem, SIZES } from '@atelier/contract/catalogue';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';

type LetterSize = (typeof SIZES)[number];

let t: AccountsTestContext;
let admin: Shopper & { id: number };
let categoryId: number;
beforeAll(async () => {
  t = await commerceTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  admin = await newAdmin(t.app, t.database.db);
  categoryId = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin.headers })).json().categories[0].id;
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/styles', headers: admin.headers, payload });
const grid = (code: string, sizes: LetterSize[], stock: number) =>
  sizes.map((size) => ({ size, quantity: stock, sku: `PLEAT-${code}-${size}` }));
const style = (over: Partial<AdminStyleInput> = {}): AdminStyleInput => ({
  name: 'Pleated Midi Skirt',
  gender: 'female',
  sizeSystem: 'letters',
  pricePence: 6500,
  categoryId,
  colours: [
    { colour: 'Terracotta', slug: 'pleated-midi-skirt', variants: grid('TER', ['S', 'M', 'L'], 4) },
    { colour: 'Ink', colourHex: '#1f2433', slug: 'pleated-midi-skirt-ink', variants: grid('INK', ['S', 'M'], 2) },
  ],
  ...over,
});
const slugCount = async (slug: string) =>
  (
    (await t.app.inject({ method: 'GET', url: `/api/admin/products?search=${slug}`, headers: admin.headers })).json().products as {
      slug: string;
    }[]
  ).filter((p) => p.slug === slug).length;

describe('admin: a new style in all its colours at once (R17.8)', () => {
  let made: AdminProduct[];

  it('creates one product per colour, siblings of one style, with stock and SKU per variant', async () => {
    const res = await post(style());
    expect(res.statusCode).toBe(201);
    made = res.json().products;
    expect(made.map((p) => [p.slug, p.colour, p.colourHex, p.styleKey])).toEqual([
      ['pleated-midi-skirt', 'Terracotta', '#c06a45', 'pleated-midi-skirt'],
      ['pleated-midi-skirt-ink', 'Ink', '#1f2433', 'pleated-midi-skirt'],
    ]);
    expect(made[0]!.variants.map((v) => `${v.size}:${v.quantity}:${v.sku}`)).toEqual([
      'S:4:PLEAT-TER-S',
      'M:4:PLEAT-TER-M',
      'L:4:PLEAT-TER-L',
    ]);
    expect(made[1]!.variants.map((v) => `${v.size}:${v.quantity}:${v.sku}`)).toEqual(['S:2:PLEAT-INK-S', 'M:2:PLEAT-INK-M']);
    expect(made[1]!.siblings.map((s) => s.slug)).toEqual(['pleated-midi-skirt']);
    expect(made.every((p) => p.sizeSystem === 'letters' && p.pricePence === 6500 && p.categoryId === categoryId)).toBe(true);
  });

  it('shows the colours as swatches of one style on the storefront', async () => {
    const item = (await t.app.inject({ method: 'GET', url: '/api/item/pleated-midi-skirt-ink' })).json().formattedItem as FormattedItem;
    expect(item.colour).toBe('Ink');
    expect(item.siblings.map((c) => c.colour)).toEqual(['Terracotta']);
  });

  it('audits the style once, naming its colours and stock', async () => {
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers })).json().entries as Array<{
      action: string;
      target: string;
      detail: string;
    }>;
    expect(audit[0]).toMatchObject({
      action: 'product.create',
      target: `style pleated-midi-skirt (2 colours: products ${made[0]!.id}, ${made[1]!.id})`,
      detail: 'price: £65.00; sizes: Terracotta S:4 Terracotta M:4 Terracotta L:4 Ink S:2 Ink M:2; colours: Terracotta, Ink',
    });
  });

  it('creates none of the colours when one slug is taken (409)', async () => {
    const res = await post(
      style({
        name: 'Wrap Skirt',
        colours: [
          { colour: 'Olive', slug: 'wrap-skirt-olive', variants: grid('OLV', ['M'], 1) },
          { colour: 'Sand', slug: 'pleated-midi-skirt', variants: grid('SND', ['M'], 1) },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SLUG_TAKEN',
      message: "The slug 'pleated-midi-skirt' is already used by another product. Please choose another.",
    });
    expect(await slugCount('wrap-skirt-olive')).toBe(0);
  });

  it('refuses a SKU already sold elsewhere (409) and changes nothing', async () => {
    const res = await post(
      style({ colours: [{ colour: 'Olive', slug: 'wrap-skirt-olive', variants: [{ size: 'M', quantity: 1, sku: 'PLEAT-TER-M' }] }] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SKU_TAKEN');
    expect(await slugCount('wrap-skirt-olive')).toBe(0);
  });

  it.each([
    [
      'the same colour twice',
      {
        colours: [
          { colour: 'Olive', slug: 'a-olive', variants: grid('A', ['M'], 1) },
          { colour: ' olive ', slug: 'b-olive', variants: grid('B', ['M'], 1) },
        ],
      },
      'olive is listed twice.',
    ],
    [
      'one SKU in two colours',
      {
        colours: [
          { colour: 'Olive', slug: 'a-olive', variants: grid('X', ['M'], 1) },
          { colour: 'Sand', slug: 'a-sand', variants: grid('X', ['M'], 1) },
        ],
      },
      'SKU PLEAT-X-M is listed twice.',
    ],
    [
      'a size from another system',
      { colours: [{ colour: 'Olive', slug: 'a-olive', variants: [{ size: 'UK 8', quantity: 1, sku: 'A-8' }] }] },
      "Size UK 8 does not belong to the product's size system",
    ],
    ['no colour', { colours: [] }, 'Add at least one colour.'],
    ['a colour with no size', { colours: [{ colour: 'Olive', slug: 'a-olive', variants: [] }] }, 'Add at least one size.'],
  ])('answers 400 for %s', async (_case, over, message) => {
    const res = await post(style({ name: 'Refused Skirt', ...over } as Partial<AdminStyleInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await slugCount('a-olive')).toBe(0);
  });

  it('answers 400 UNKNOWN_CATEGORY for a category that does not exist', async () => {
    const res = await post(style({ categoryId: 999_999, colours: [{ colour: 'Olive', slug: 'c-olive', variants: grid('C', ['M'], 1) }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_CATEGORY');
  });
});
