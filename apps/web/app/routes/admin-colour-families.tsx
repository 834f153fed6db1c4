import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { COLOUR_FAMILIES, type ColourFamily } from '@atelier/contract/catalogue';
import { data } from 'react-router';
import { callApi } from '~/lib/api-client.server.ts';
import { adminCall, adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { ColourFamiliesPage } from '~/features/admin/catalogue/colour-families-page';
import type { Route } from './+types/admin-colour-families';

export const meta = () => [{ title: 'Colour families | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(callApi(context, catalogueEndpoints.adminColourFamilies));
}

/** Each colour with the family chosen for it, in the form's order; the API writes only what changed and judges the rest. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const form = await request.formData();
  const colours = form.getAll('colour').map(String);
  const chosen = form.getAll('family').map(String);
  const families = colours.map((colour, i) => ({ colour, family: chosen[i] as ColourFamily }));
  if (families.length === 0 || families.some((f) => !(COLOUR_FAMILIES as readonly string[]).includes(f.family)))
    return data({ ok: false as const, message: 'Choose a family for each colour.' }, { status: 400 });
  const r = await adminCall(callApi(context, catalogueEndpoints.adminSetColourFamilies, { body: { families } }));
  return r.ok
    ? { ok: true as const, message: 'Colour families saved.' }
    : data({ ok: false as const, message: r.message }, { status: r.status });
}

export default function AdminColourFamilies({ loaderData, actionData }: Route.ComponentProps) {
  return <ColourFamiliesPage colours={loaderData.colours} result={actionData} />;
}
