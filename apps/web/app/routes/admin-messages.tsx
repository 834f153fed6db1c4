import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data } from 'react-router';
import { adminCall, adminGet, formText, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { MessagesPage } from '~/features/admin/messages/people-pages';
import type { Route } from './+types/admin-messages';

export const meta = () => [{ title: 'Messages | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return adminGet(callApi(context, messagesEndpoints.contactMessages, { query: { page } }));
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = await request.formData();
  const r = await adminCall(
    callApi(context, messagesEndpoints.markMessageHandled, {
      params: { id: formText(form, 'id') },
      body: { handled: formText(form, 'handled') === 'true' },
    }),
  );
  return r.ok ? { ok: true } : data({ ok: false }, { status: r.status });
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage data={loaderData} />;
}
