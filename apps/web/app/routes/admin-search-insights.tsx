import * as searchInsightsEndpoints from '@atelier/contract/search-insights/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { SearchInsightsPage } from '~/features/admin/search-insights/search-insights-page';
import type { Route } from './+types/admin-search-insights';

export const meta = () => [{ title: 'Search insights | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(
    callApi(context, searchInsightsEndpoints.searchInsights, { query: { days: new URL(request.url).searchParams.get('days') ?? '7' } }),
  );
}

export default function AdminSearchInsights({ loaderData }: Route.ComponentProps) {
  return <SearchInsightsPage data={loaderData} />;
}
