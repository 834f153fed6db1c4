import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { endpointUrl } from '@atelier/contract/shared/endpoint';
import { redirect } from 'react-router';
import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-customers-export';

/** The customers CSV (R13.15), straight from GET /api/admin/customers/export; without a fresh step-up, back to the page to confirm. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const res = await context.apiFetch(endpointUrl(customersEndpoints.exportCustomers, undefined, q ? { q } : undefined));
  if (res.status === 403) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    if (body.code === 'STEP_UP_REQUIRED') throw redirect(`/admin/customers?stepUp=1${q ? `&q=${encodeURIComponent(q)}` : ''}`);
  }
  if (!res.ok) throw new Response(null, { status: res.status === 403 || res.status === 401 ? 404 : res.status });
  return new Response(await res.text(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="atelier-customers.csv"',
      'cache-control': 'no-store',
    },
  });
}
