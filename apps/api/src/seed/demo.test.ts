import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriesResponse, FormattedItem, ItemListResponse } from '@atelier/contract/catalogue';
import type { z } from 'zod';
import { createTestApp, type TestContext } from '../test/app.ts';
import { queryRows } from '../db/client.ts';
import { seedIfEmpty } from './index.ts';

let ctx: TestContext;
let seedMs = 0;
const quiet = { info: () => {} };

beforeAll(async () => {
  ctx = await createTestApp();
  const started = Date.now();
  expect(await seedIfEmpty(ctx.database.db, quiet)).toBe(true);
  seedMs = Date.now() - started;
});
afterAll(async () => {
  await ctx?.close();
});

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const count = async (table: string) =>
  (await queryRows<{ n: number }>(ctx.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('demo seed in the database', () => {
  it('is quick and seeds only once', async () => {
    expect(seedMs).toBeLessThan(20_000);
    const before = await Promise.all(['products', 'variants', 'media', 'product_images', 'categories'].map(count));
    expect(await seedIfEmpty(ctx.database.db, quiet)).toBe(false);
    expect(await Promise.all(['products', 'variants', 'media', 'product_images', 'categories'].map(count))).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(150);
  });

  it('keeps stock totals from the variants, with sold-out products and sizes', async () => {
    const [row] = await queryRows<{ mismatched: number; sold_out: number; zero_variants: number; single_image: number }>(
      ctx.database.db,
      sql`select
        (select count(*)::int from products p where p.stock_total <> (select coalesce(sum(quantity), 0) from variants v where v.product_id = p.id)) as mismatched,
        (select count(*)::int from products where stock_total = 0) as sold_out,
        (select count(*)::int from variants where quantity = 0) as zero_variants,
        (select count(*)::int from products p where (select count(*) from product_images i where i.product_id = p.id) < 2) as single_image`,
    );
    expect(row).toMatchObject({ mismatched: 0, single_image: 0 });
    expect(row!.sold_out).toBeGreaterThanOrEqual(8);
    expect(row!.zero_variants).toBeGreaterThan(row!.sold_out);
  });
});

describe('catalogue API over the demo data', () => {
  it('lists every product, newest first, with cover and hover images', async () => {
    const list = await get<ItemListResponse>('/api/item?limit=100');
    // One card per style (R15.16): the total counts the styles, each of several colours.
    const [styles] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(distinct style_key)::int as n from products where archived_at is null`,
    );
    expect(list.total).toBe(styles!.n);
    expect(list.total).toBeGreaterThanOrEqual(60);
    expect(list.total).toBeLessThan(await count('products'));
    expect(list.items[0]!.collections).toContain('New In');
    for (const item of list.items) {
      expect(item.coverImage).toMatch(/^\/media\/[0-9a-f-]{36}\/640\.webp$/);
      expect(item.imgHover).toMatch(/^\/media\//);
      expect(item.coverImage).not.toBe(item.imgHover);
    }
    const reduced = await get<ItemListResponse>('/api/item?limit=100&page=2');
    const all = [...list.items, ...reduced.items];
    expect(all.some((i) => i.oldPrice !== null && i.oldPrice > i.totalPrice)).toBe(true);
    expect(all.some((i) => i.isFinalSale)).toBe(true);
    expect(all.some((i) => !i.isStock)).toBe(true);
  });

  it('shows a product page with care text, sizes and images', async () => {
    const { formattedItem: item } = await get<{ formattedItem: FormattedItem }>('/api/item/relaxed-linen-shirt-sage');
    expect(item).toMatchObject({
      name: 'Relaxed Linen Shirt',
      colour: 'Sage',
      gender: 'male',
      category: { slug: 'shirts', name: 'Shirts' },
    });
    expect(item.care).toMatch(/linen/i);
    expect(item.images.length).toBeGreaterThanOrEqual(2);
    expect(item.images[0]!.alt).toBe('Relaxed Linen Shirt in Sage, front view');
    expect(item.variants.map((v) => v.size).every((s) => ['XS', 'S', 'M', 'L', 'XL', 'XXL'].includes(s))).toBe(true);
  });

  it('lists the categories with pictures and item counts', async () => {
    const { categories } = await get<z.infer<typeof CategoriesResponse>>('/api/category/categories');
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.map((c) => c.name)).toContain('Jackets & Coats');
    const styles = await queryRows<{ slug: string; n: number }>(
      ctx.database.db,
      sql`select c.slug, count(distinct p.style_key)::int as n from products p join categories c on c.id = p.category_id
        where p.archived_at is null group by c.slug`,
    );
    expect(Object.fromEntries(categories.map((c) => [c.slug, c.items]))).toEqual(Object.fromEntries(styles.map((s) => [s.slug, s.n])));
    for (const c of categories) {
      expect(c.image).toMatch(/^\/media\//);
      expect(c.description.length).toBeGreaterThan(40);
      // The count is of styles, as the category's listing shows them (R15.16).
      expect(c.items).toBeGreaterThanOrEqual(5);
    }
  });

  it("finds jackets for 'jaket' and linen shirts for 'linnen shirt'", async () => {
    const jackets = await get<ItemListResponse>('/api/item?search=jaket&limit=10');
    expect(jackets.total).toBeGreaterThan(0);
    expect(jackets.items[0]!.name).toMatch(/jacket/i);
    // Cards are styles (R15.16): several jacket styles, not several colours of one.
    expect(new Set(jackets.items.filter((i) => /jacket/i.test(i.name)).map((i) => i.name)).size).toBeGreaterThanOrEqual(3);
    expect(jackets.items.every((i) => i.category.slug === 'jackets-coats')).toBe(true);

    const shirts = await get<ItemListResponse>('/api/item?search=linnen%20shirt&limit=10');
    expect(shirts.total).toBeGreaterThan(0);
    expect(shirts.items.every((i) => i.category.slug === 'shirts' && /linen/i.test(`${i.name} ${i.detail}`))).toBe(true);
    expect(shirts.items.filter((i) => /linen shirt/i.test(i.name)).length).toBeGreaterThanOrEqual(2);
  });

  it('serves the generated images as WebP', async () => {
    const { formattedItem } = await get<{ formattedItem: FormattedItem }>('/api/item/wool-peacoat');
    for (const url of [formattedItem.coverImage, formattedItem.images[1]!.coverImage]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });
});
