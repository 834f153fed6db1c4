import type { AppLoadContext } from 'react-router';

/**
 * The store's public address for canonical links, Open Graph tags and the sitemap: the configured
 * one (PUBLIC_URL, else the address the server listens on), handed over by the API server. Never
 * the request's Host header, which anyone can set to their own site.
 */
export function siteUrl(context: AppLoadContext): string {
  return context.publicUrl.replace(/\/+$/, '');
}
