import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import { endpointUrl } from '@atelier/contract/shared/endpoint';
import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-subscribers-export';

/** The subscribers CSV as a download, straight from GET /api/admin/subscribers/export. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const res = await context.apiFetch(endpointUrl(messagesEndpoints.exportSubscribers));
  if (!res.ok) throw new Response(null, { status: res.status === 403 || res.status === 401 ? 404 : res.status });
  return new Response(await res.text(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="atelier-subscribers.csv"',
      'cache-control': 'no-store',
    },
  });
}
