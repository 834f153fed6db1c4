import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { adminApi } from '~/features/admin/admin-endpoints.server.ts';
import { SubscribersPage } from '~/features/admin/messages/people-pages';
import type { Route } from './+types/admin-subscribers';

export const meta = () => [{ title: 'Subscribers | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminGet(adminApi.subscribers.list(context, page));
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage data={loaderData} />;
}
