import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data } from 'react-router';
import { adminCall, adminGet, formText, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { SynonymsPage, synonymTerms } from '~/features/admin/catalogue/synonyms-page';
import type { Route } from './+types/admin-search-synonyms';

export const meta = () => [{ title: 'Search synonyms | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(callApi(context, catalogueEndpoints.adminSynonyms));
}

/** Add, save or delete a group; the API judges the words and its message is shown by the form. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const terms = synonymTerms(formText(form, 'terms'));
  const r =
    intent === 'delete'
      ? await adminCall(callApi(context, catalogueEndpoints.adminRemoveSynonym, { params: { id } }))
      : intent === 'update'
        ? await adminCall(callApi(context, catalogueEndpoints.adminUpdateSynonym, { params: { id }, body: { terms } }))
        : await adminCall(callApi(context, catalogueEndpoints.adminCreateSynonym, { body: { terms } }));
  return r.ok ? { ok: true as const, id } : data({ ok: false as const, id, message: r.message }, { status: r.status });
}

export default function AdminSearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  return <SynonymsPage groups={loaderData.groups} result={actionData} />;
}
