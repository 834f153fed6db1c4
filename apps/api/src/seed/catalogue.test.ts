import { describe, expect, it } from 'vitest';
import { buildCatalogue, kebab } from './catalogue.ts';
import { COLOURS } from './palette.ts';

const { products, categories, collections } = buildCatalogue();
const share = (n: number) => n / products.length;
const soldOut = products.filter((p) => p.variants.every((v) => v.quantity === 0));

describe('demo catalogue data', () => {
  it('is the same on every build', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
  });

  it('has enough products over the categories, collections and genders', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(collections.map((c) => c.name)).toEqual(['New In', 'Summer', 'Essentials']);
    for (const c of categories) expect(products.filter((p) => p.category === c.slug).length).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((p) => p.gender))).toEqual(new Set(['male', 'female', 'unisex']));
    expect(products.filter((p) => p.category === 'dresses' && p.gender !== 'female')).toEqual([]);
    for (const c of collections) expect(products.filter((p) => p.collections.includes(c.slug)).length).toBeGreaterThanOrEqual(20);
    expect(products.some((p) => p.collections.length === 2)).toBe(true);
  });

  it('prices like a shop: whole 50p steps, about a fifth reduced, a few final sale', () => {
    for (const p of products) {
      expect(p.pricePence % 50).toBe(0);
      const full = p.oldPricePence ?? p.pricePence;
      expect(full % 100).toBe(0);
      expect(full).toBeGreaterThanOrEqual(2400);
      expect(full).toBeLessThanOrEqual(39000);
      if (p.oldPricePence !== null) expect(p.oldPricePence).toBeGreaterThan(p.pricePence);
    }
    const reduced = products.filter((p) => p.oldPricePence !== null);
    expect(share(reduced.length)).toBeGreaterThanOrEqual(0.15);
    expect(share(reduced.length)).toBeLessThanOrEqual(0.25);
    const finalSale = products.filter((p) => p.isFinalSale);
    expect(finalSale.length).toBeGreaterThanOrEqual(4);
    expect(finalSale.length).toBeLessThanOrEqual(8);
    expect(products.filter((p) => !p.onSale).length).toBe(2);
  });

  it('has varied stock, sold-out sizes and 8 to 10 sold-out products', () => {
    expect(soldOut.length).toBeGreaterThanOrEqual(8);
    expect(soldOut.length).toBeLessThanOrEqual(10);
    const partly = products.filter((p) => p.variants.some((v) => v.quantity === 0) && p.variants.some((v) => v.quantity > 0));
    expect(partly.length).toBeGreaterThan(20);
    for (const v of products.flatMap((p) => p.variants)) {
      expect(v.quantity).toBeGreaterThanOrEqual(0);
      expect(v.quantity).toBeLessThanOrEqual(25);
    }
  });

  it('gives clothing and shoes letter sizes, bags one size', () => {
    for (const p of products) {
      const sizes = p.variants.map((v) => v.size);
      expect(new Set(sizes).size).toBe(sizes.length);
      if (p.category === 'bags') expect(sizes).toEqual(['ONE']);
      else if (p.category !== 'accessories') {
        expect(sizes.length).toBeGreaterThanOrEqual(3);
        expect(sizes).not.toContain('ONE');
      }
    }
  });

  it('has unique kebab-case slugs and unique SKUs', () => {
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slugs).toContain('relaxed-linen-shirt-sage');
    expect(slugs).toContain('wool-peacoat');
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(kebab('Jackets & Coats')).toBe('jackets-and-coats');
  });

  it('gives every product a cover and a hover image with alt text, and real words', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.slice(0, 2).map((i) => i.kind)).toEqual(['cover', 'hover']);
      for (const i of p.images) expect(i.alt).toContain(`${p.name} in ${p.colour}`);
      expect(p.detail.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.care.length).toBeGreaterThan(40);
      expect(COLOURS[p.colour]).toBeDefined();
    }
  });
});
