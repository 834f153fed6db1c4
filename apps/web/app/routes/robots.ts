import { robotsTxt } from '~/features/seo/sitemap';
import { siteUrl } from '~/lib/site.server.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteUrl(context)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
