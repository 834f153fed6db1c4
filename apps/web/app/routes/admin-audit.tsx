import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { AuditPage } from '~/features/admin/messages/people-pages';
import type { Route } from './+types/admin-audit';

export const meta = () => [{ title: 'Activity log | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const p = new URL(request.url).searchParams;
  const filters = { person: p.get('person') ?? '', kind: p.get('kind') ?? '', from: p.get('from') ?? '', to: p.get('to') ?? '' };
  const list = await adminGet(
    callApi(context, staffEndpoints.auditLog, {
      query: {
        page: p.get('page') ?? '1',
        ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      },
    }),
  );
  return { list, filters };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData.list} filters={loaderData.filters} />;
}
