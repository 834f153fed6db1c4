/** Pure builders for /sitemap.xml and /robots.txt. */

export interface SitemapEntry {
  path: string;
  priority?: number;
  changefreq?: 'daily' | 'weekly' | 'monthly';
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(new URL(e.path, `${siteUrl}/`).href)}</loc>`];
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Store pages that are not products or categories. */
export const STATIC_PATHS: readonly SitemapEntry[] = [
  { path: '/', priority: 1, changefreq: 'daily' },
  { path: '/product-list', priority: 0.9, changefreq: 'daily' },
  { path: '/category-list', priority: 0.8, changefreq: 'weekly' },
  { path: '/about-us', priority: 0.4, changefreq: 'monthly' },
  { path: '/contact-us', priority: 0.4, changefreq: 'monthly' },
  { path: '/faq', priority: 0.4, changefreq: 'monthly' },
  { path: '/privacy-policy', priority: 0.2, changefreq: 'monthly' },
  { path: '/return-and-refund', priority: 0.3, changefreq: 'monthly' },
  { path: '/terms-and-conditions', priority: 0.2, changefreq: 'monthly' },
];

/** Private and transactional pages stay out of search engines. */
export function robotsTxt(siteUrl: string): string {
  const disallow = [
    '/api/',
    '/account-page',
    '/account-orders',
    '/account-details',
    '/checkout',
    '/view-cart',
    '/cart-drawer-v2',
    '/logout',
    '/quick-view/',
  ];
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
