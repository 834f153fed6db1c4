import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_ALT_MAX } from '@atelier/contract/catalogue';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { refreshSearchIndex } from './search-repository.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { multipart, newAdmin, pngOf } from '../../test/admin.ts';

// A product's images after upload (R22.15): their order by the full list of ids, and each one's description.

let t: AccountsTestContext;
let admin: Shopper;
let productId: number;
let otherId: number;
/** The product's image ids in upload order: front, back, detail. */
let front: number, back: number, detail: number;
let otherImage: number;

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const item = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/item/${slug}` })).json().formattedItem;
const images = async (id: number) =>
  (await as('GET', `/api/admin/products/${id}`)).json().product.images as Array<{
    id: number;
    kind: string;
    position: number;
    alt: string;
    mediaId: string;
  }>;
const latestAudit = async () =>
  (await as('GET', '/api/admin/audit')).json().entries[0] as { action: string; summary: string; detail: string; target: string };

async function upload(id: number, alt: string): Promise<number> {
  const body = await multipart(await pngOf(40, 50), `${alt}.png`, 'image/png', { alt });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/images`,
    headers: { ...admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().product.images.at(-1).id;
}

beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  const made = await insertCatalogueFixture(t.database.db, [
    { slug: 'gallery-tee', name: 'Gallery Tee', pricePence: 3000, stock: { M: 4 } },
    { slug: 'other-tee', name: 'Other Tee', pricePence: 3000, stock: { M: 4 } },
  ]);
  productId = made['gallery-tee']!.id;
  otherId = made['other-tee']!.id;
  await refreshSearchIndex(t.database.db, [productId, otherId]);
  front = await upload(productId, 'Front view');
  back = await upload(productId, 'Back view');
  detail = await upload(productId, '');
  otherImage = await upload(otherId, 'Other front');
});
afterAll(() => t.close());

describe('reordering images (R22.15)', () => {
  it('puts the images in the order given; kinds follow, and the shop shows the new cover at once', async () => {
    // Read once first, so a cached answer would be the old one.
    expect((await item('gallery-tee')).images.map((i: { alt: string }) => i.alt)).toEqual(['Front view', 'Back view', 'Gallery Tee']);
    const res = await as('PUT', `/api/admin/products/${productId}/images/order`, { imageIds: [detail, front, back] });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images.map((i: { id: number; kind: string; position: number }) => [i.id, i.kind, i.position])).toEqual([
      [detail, 'cover', 0],
      [front, 'hover', 1],
      [back, 'gallery', 2],
    ]);
    const shop = await item('gallery-tee');
    const detailMedia = (await images(productId))[0]!.mediaId;
    expect(shop.images.map((i: { kind: string }) => i.kind)).toEqual(['cover', 'hover', 'gallery']);
    expect(shop.images[0].coverImage).toBe(`/media/${detailMedia}/640.webp`);
    // The listing's card uses the cover too.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/item?search=gallery' })).json().items;
    expect(listed.find((i: { slug: string }) => i.slug === 'gallery-tee').images[0].coverImage).toBe(`/media/${detailMedia}/640.webp`);

    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'product.image.reorder',
      target: `product ${productId} (gallery-tee)`,
      detail: 'new order by old places: 3, 1, 2',
    });
    // Named as it is now, and linked to its page (R22.10).
    expect(entry).toMatchObject({
      summary: `Images reordered on Gallery Tee in black by ${admin.email}`,
      subject: 'Gallery Tee in black',
      href: `/admin/products/${productId}`,
    });
  });

  it('refuses a list that is not exactly the product’s images, changing nothing', async () => {
    const before = await images(productId);
    const auditBefore = await latestAudit();
    for (const imageIds of [
      [detail, front], // one missing
      [detail, front, back, back], // one twice
      [detail, front, otherImage], // another product's image instead of one of its own
      [detail, front, back, otherImage], // another product's image as well
      [detail, front, 999_999], // an image that does not exist
    ]) {
      const res = await as('PUT', `/api/admin/products/${productId}/images/order`, { imageIds });
      expect(res.statusCode, JSON.stringify(imageIds)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_IMAGE_ORDER' });
    }
    for (const payload of [{}, { imageIds: [] }, { imageIds: 'detail' }, { imageIds: [detail, front, back], extra: 1 }]) {
      const res = await as('PUT', `/api/admin/products/${productId}/images/order`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect(await images(productId)).toEqual(before);
    expect(await latestAudit()).toEqual(auditBefore);
    // The other product's images are untouched too.
    expect((await images(otherId)).map((i) => i.id)).toEqual([otherImage]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await as('PUT', '/api/admin/products/999999/images/order', { imageIds: [front] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('image descriptions (R22.15)', () => {
  it('saves a new description, which the shop’s product answer then uses as the alt text', async () => {
    expect((await item('gallery-tee')).images[0].alt).toBe('Gallery Tee');
    const res = await as('PATCH', `/api/admin/products/${productId}/images/${detail}`, { alt: '  Stitching on the pocket, close up ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.images[0]).toMatchObject({ id: detail, alt: 'Stitching on the pocket, close up' });
    expect((await item('gallery-tee')).images[0].alt).toBe('Stitching on the pocket, close up');
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'product.image.alt',
      detail: 'photo: number 1; description: none → "Stitching on the pocket, close up"',
    });
    expect(entry.summary).toBe(`Image description changed on Gallery Tee in black by ${admin.email}`);

    // Emptied, the shop falls back to the product's name.
    expect((await as('PATCH', `/api/admin/products/${productId}/images/${detail}`, { alt: '' })).statusCode).toBe(200);
    expect((await item('gallery-tee')).images[0].alt).toBe('Gallery Tee');
  });

  it('refuses a description that is too long or not text, and another product’s image', async () => {
    const before = await images(productId);
    const long = await as('PATCH', `/api/admin/products/${productId}/images/${front}`, { alt: 'x'.repeat(IMAGE_ALT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(`at most ${IMAGE_ALT_MAX} characters`);
    expect((await as('PATCH', `/api/admin/products/${productId}/images/${front}`, { alt: 42 })).statusCode).toBe(400);
    expect((await as('PATCH', `/api/admin/products/${productId}/images/${front}`, {})).statusCode).toBe(400);
    const stranger = await as('PATCH', `/api/admin/products/${productId}/images/${otherImage}`, { alt: 'Hijacked' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('IMAGE_NOT_FOUND');
    expect((await as('PATCH', `/api/admin/products/999999/images/${front}`, { alt: 'Nope' })).statusCode).toBe(404);
    expect(await images(productId)).toEqual(before);
    expect((await images(otherId))[0]!.alt).toBe('Other front');
    // Exactly the most is fine.
    expect((await as('PATCH', `/api/admin/products/${productId}/images/${front}`, { alt: 'y'.repeat(IMAGE_ALT_MAX) })).statusCode).toBe(
      200,
    );
  });
});
