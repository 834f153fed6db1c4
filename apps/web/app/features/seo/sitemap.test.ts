import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/', priority: 1, changefreq: 'daily' },
      { path: '/product-list?category=a&b' },
    ]);
    expect(xml).toContain('<loc>https://shop.example/</loc><changefreq>daily</changefreq><priority>1.0</priority>');
    expect(xml).toContain('<loc>https://shop.example/product-list?category=a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap and keeps private pages out', () => {
    const txt = robotsTxt('https://shop.example');
    expect(txt).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(txt).toContain('Disallow: /checkout');
    expect(txt).toContain('Disallow: /api/');
  });
});
