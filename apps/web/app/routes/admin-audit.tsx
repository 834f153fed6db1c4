import type { AuditList } from '@atelier/contract/admin';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { AuditPage } from '~/features/admin/people-pages';
import type { Route } from './+types/admin-audit';

export const meta = () => [{ title: 'Activity log | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminGet<AuditList>(context, `/audit?page=${encodeURIComponent(page)}`);
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
