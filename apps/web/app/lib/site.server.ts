/**
 * The store's public address for canonical links, Open Graph tags and the sitemap: PUBLIC_URL
 * when set (production behind a proxy), else the address this request came in on.
 */
export function siteUrl(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  return (configured || new URL(request.url).origin).replace(/\/+$/, '');
}
