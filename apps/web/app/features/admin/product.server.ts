import { data, redirect, type AppLoadContext } from 'react-router';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin } from './admin-api.server.ts';
import { adminApi, multipart } from './admin-endpoints.server.ts';
import type { Choices } from './product-form.tsx';
import { readForm, renameErrors, toInput, type ProductFormValues } from './product-values.ts';

export type ProductActionData =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string>; values?: ProductFormValues };

export async function productChoices(context: AppLoadContext): Promise<Choices> {
  const [cats, cols] = await Promise.all([adminGet(adminApi.categories.list(context)), adminGet(adminApi.collections.list(context))]);
  return { categories: cats.categories.map((c) => ({ id: c.id, name: c.name })), collections: cols.collections };
}

const CHECK = 'Please check the highlighted fields.';

/** A refused save: the API's message beside the field it concerns, the form as it was typed. */
function refused(status: number, code: string, message: string, values: ProductFormValues) {
  const sizes = Object.entries(values.sizes)
    .filter(([, r]) => r.on)
    .map(([s]) => s);
  let fieldErrors: Record<string, string> = {};
  if (code === 'SLUG_TAKEN') fieldErrors = { slug: message };
  else if (code === 'UNKNOWN_CATEGORY') fieldErrors = { categoryId: message };
  else if (status === 400) fieldErrors = renameErrors(apiFieldErrors(message), sizes);
  const named = Object.keys(fieldErrors).length > 0;
  return data<ProductActionData>({ ok: false, message: named ? CHECK : message, fieldErrors, values }, { status });
}

/** New product page: creates, then opens the product to add its images. */
export async function createProductAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const values = readForm(await request.formData());
  const checked = toInput(values);
  if ('errors' in checked)
    return data<ProductActionData>({ ok: false, message: CHECK, fieldErrors: checked.errors, values }, { status: 400 });
  const r = await adminCall(adminApi.products.create(context, checked.input));
  if (!r.ok) return refused(r.status, r.code, r.message, values);
  return redirect(`/admin/products/${r.body.product.id}?created=1`);
}

/** Product page: save, archive, restore, and the images (upload, make cover, remove). */
export async function productAction(context: AppLoadContext, request: Request, id: string) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  switch (intent) {
    case 'save': {
      const values = readForm(form);
      const checked = toInput(values);
      if ('errors' in checked)
        return data<ProductActionData>({ ok: false, message: CHECK, fieldErrors: checked.errors, values }, { status: 400 });
      const r = await adminCall(adminApi.products.update(context, id, checked.input));
      return r.ok ? ok('Saved. The storefront shows the changes now.') : refused(r.status, r.code, r.message, values);
    }
    case 'add-colour': {
      const colour = formText(form, 'colour');
      const colourHex = formText(form, 'colourHex');
      const slug = formText(form, 'slug').toLowerCase();
      const r = await adminCall(adminApi.products.addColour(context, id, { colour, slug, ...(colourHex ? { colourHex } : {}) }));
      if (!r.ok) return fail(r.status, r.message);
      return redirect(`/admin/products/${r.body.product.id}?created=1`);
    }
    case 'archive':
    case 'restore': {
      const r = await adminCall(adminApi.products.move(context, id, intent));
      if (!r.ok) return fail(r.status, r.message);
      return ok(intent === 'archive' ? 'Archived: the product is off the storefront.' : 'Restored: the product is back on the storefront.');
    }
    case 'upload': {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) return fail(400, 'Please choose an image to upload.');
      const r = await adminCall(adminApi.products.addImage(context, id, await multipart(file, { alt: formText(form, 'alt') })));
      return r.ok ? ok('Image added.') : fail(r.status, r.message);
    }
    case 'cover':
    case 'remove-image': {
      const imageId = formText(form, 'imageId');
      const r = await adminCall(
        intent === 'cover' ? adminApi.products.coverImage(context, id, imageId) : adminApi.products.removeImage(context, id, imageId),
      );
      return r.ok ? ok(intent === 'cover' ? 'Cover image changed.' : 'Image removed.') : fail(r.status, r.message);
    }
    default:
      return fail(400, 'Unknown action.');
  }
}

const ok = (message: string) => ({ ok: true, message }) satisfies ProductActionData;
const fail = (status: number, message: string) => data<ProductActionData>({ ok: false, message }, { status });
