import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { SubscribersPage } from '~/features/admin/messages/people-pages';
import type { Route } from './+types/admin-subscribers';

export const meta = () => [{ title: 'Subscribers | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminGet(callApi(context, messagesEndpoints.subscribers, { query: { page } }));
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage data={loaderData} />;
}
