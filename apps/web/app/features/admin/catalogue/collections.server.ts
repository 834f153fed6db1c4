import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { AdminCollectionInput, fieldErrors } from '@atelier/contract/catalogue';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin } from '../admin-api.server.ts';
import { uploadPicture } from './picture.server.ts';
import type { CollectionActionData, ProductChoice } from './collections-page.tsx';

const CHECK = 'Please check the highlighted fields.';

/** The collections, the one being edited, and every product on sale to choose from (R18.5). */
export async function loadCollections(context: AppLoadContext, url: URL) {
  await requireAdmin(context);
  const [{ collections }, first] = await Promise.all([
    adminGet(callApi(context, catalogueEndpoints.adminCollections)),
    adminGet(callApi(context, catalogueEndpoints.adminProducts, { query: { page: '1', status: 'active' } })),
  ]);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      adminGet(callApi(context, catalogueEndpoints.adminProducts, { query: { page: String(i + 2), status: 'active' } })),
    ),
  );
  const products: ProductChoice[] = [first, ...rest]
    .flatMap((p) => p.products)
    .map((p) => ({ id: p.id, name: p.name, colour: p.colour }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const edit = Number(url.searchParams.get('edit'));
  return { collections, products, editing: collections.find((c) => c.id === edit) };
}

function fail(message: string, status: number, extra: Partial<Extract<CollectionActionData, { ok: false }>> = {}) {
  return data<CollectionActionData>({ ok: false, message, ...extra }, { status });
}

/** Create, edit, picture, move up or down, delete. */
export async function collectionAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (intent === 'image')
    return uploadPicture(form, (upload) => callApi(context, catalogueEndpoints.adminSetCollectionImage, { params: { id }, upload }));
  if (intent === 'delete') {
    const r = await adminCall(callApi(context, catalogueEndpoints.adminRemoveCollection, { params: { id } }));
    return r.ok ? ({ ok: true, message: 'Collection deleted.' } satisfies CollectionActionData) : fail(r.message, r.status);
  }
  if (intent === 'up' || intent === 'down') {
    const { collections } = await adminGet(callApi(context, catalogueEndpoints.adminCollections));
    const ids = collections.map((c) => c.id);
    const at = ids.indexOf(Number(id));
    const to = intent === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return fail('That collection cannot move further.', 400);
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    const r = await adminCall(callApi(context, catalogueEndpoints.adminReorderCollections, { body: { ids } }));
    return r.ok ? ({ ok: true, message: 'Order saved.' } satisfies CollectionActionData) : fail(r.message, r.status);
  }
  if (intent !== 'create' && intent !== 'update') return fail('Unknown action.', 400);
  const values = {
    name: formText(form, 'name'),
    slug: formText(form, 'slug').toLowerCase(),
    description: formText(form, 'description'),
    position: formText(form, 'position') || '0',
  };
  const productIds = form.getAll('productIds').map((v) => Number(v));
  const position = /^\d{1,5}$/.test(values.position) ? Number(values.position) : -1;
  const parsed = AdminCollectionInput.safeParse({ ...values, position, productIds });
  if (!parsed.success) {
    const errs = fieldErrors(parsed.error);
    if (errs.slug) errs.slug = 'Use lowercase letters, digits and hyphens, such as summer-edit.';
    if (errs.position) errs.position = 'Enter a whole number from 0.';
    return fail(CHECK, 400, { fieldErrors: errs, values, chosen: productIds });
  }
  const r = await adminCall(
    intent === 'create'
      ? callApi(context, catalogueEndpoints.adminCreateCollection, { body: parsed.data })
      : callApi(context, catalogueEndpoints.adminUpdateCollection, { params: { id }, body: parsed.data }),
  );
  if (!r.ok) {
    const errs = r.code === 'SLUG_TAKEN' ? { slug: r.message } : r.status === 400 ? apiFieldErrors(r.message) : {};
    return fail(Object.keys(errs).length ? CHECK : r.message, r.status, { fieldErrors: errs, values, chosen: productIds });
  }
  return {
    ok: true,
    message: intent === 'create' ? `Collection ${values.name} created.` : 'Collection saved.',
  } satisfies CollectionActionData;
}
