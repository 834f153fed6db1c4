import { robotsTxt } from '~/features/seo/sitemap';
import { siteUrl } from '~/lib/site.server';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteUrl(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
