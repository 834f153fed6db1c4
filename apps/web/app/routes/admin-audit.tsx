import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { adminApi } from '~/features/admin/admin-endpoints.server';
import { AuditPage } from '~/features/admin/people-pages';
import type { Route } from './+types/admin-audit';

export const meta = () => [{ title: 'Activity log | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminGet(adminApi.audit.list(context, page));
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
