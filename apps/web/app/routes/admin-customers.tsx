import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, formText, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { CustomersPage } from '~/features/admin/customers/customers-pages';
import { stepUpAction } from '~/features/admin/staff/two-step.server.ts';
import type { Route } from './+types/admin-customers';

export const meta = () => [{ title: 'Customers | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const p = new URL(request.url).searchParams;
  const q = p.get('q') ?? '';
  const [list, exports, me] = await Promise.all([
    adminGet(callApi(context, customersEndpoints.adminCustomers, { query: { q: q || undefined, page: p.get('page') ?? '1' } })),
    adminGet(callApi(context, customersEndpoints.customerExports)),
    adminGet(callApi(context, staffEndpoints.staffMe)),
  ]);
  return { list, q, exports: exports.exports, me, askStepUp: p.has('stepUp') };
}

/** The page's one form that posts: confirming it is you before an export. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = await request.formData();
  if (formText(form, 'intent') !== 'step-up') return { ok: false, message: 'Unknown action.' };
  return stepUpAction(context, form);
}

export default function AdminCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return <CustomersPage data={d.list} q={d.q} me={d.me} exports={d.exports} askStepUp={d.askStepUp} result={actionData} />;
}
