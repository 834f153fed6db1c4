import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin } from './admin-api.server.ts';
import { adminApi, multipart } from './admin-endpoints.server.ts';
import type { Choices } from './product-form.tsx';
import { PostedProduct } from './product-form-schema.ts';
import {
  colourSlugs,
  formName,
  productFormErrors,
  toProductInput,
  toStyleInput,
  type FormErrors,
  type ProductFormValues,
} from './product-values.ts';

export interface ProductActionData {
  ok: boolean;
  message: string;
  /** Conform's reply to the product form: what was posted, a message per bad field, added or removed colours. */
  reply?: SubmissionResult<string[]>;
}

export async function productChoices(context: AppLoadContext): Promise<Choices> {
  const [cats, cols] = await Promise.all([adminGet(adminApi.categories.list(context)), adminGet(adminApi.collections.list(context))]);
  return { categories: cats.categories.map((c) => ({ id: c.id, name: c.name })), collections: cols.collections };
}

const CHECK = 'Please check the highlighted fields.';
type Posted = Submission<ProductFormValues>;

const refusedForm = (submission: Posted, fieldErrors: FormErrors, status = 400, message = CHECK) =>
  data<ProductActionData>(
    { ok: false, message: Object.keys(fieldErrors).length ? CHECK : message, reply: submission.reply({ fieldErrors }) },
    { status },
  );

/** A refused save: the API's message beside the field it concerns, the form as it was typed. */
function refused(submission: Posted, values: ProductFormValues, r: { status: number; code: string; message: string }, single: boolean) {
  let fieldErrors: FormErrors = {};
  if (r.code === 'SLUG_TAKEN') {
    const i = colourSlugs(values).findIndex((slug) => r.message.includes(`'${slug}'`));
    fieldErrors = { [i > 0 ? `colours[${i}].colour` : 'slug']: [r.message] };
  } else if (r.code === 'UNKNOWN_CATEGORY') fieldErrors = { categoryId: [r.message] };
  else if (r.status === 400) {
    const named = apiFieldErrors(r.message);
    fieldErrors = single
      ? productFormErrors(named, values)
      : Object.fromEntries(Object.entries(named).map(([path, message]) => [formName(path, values), [message]]));
  }
  return refusedForm(submission, fieldErrors, r.status, r.message);
}

/** Adding or removing a colour column (Conform's list intents) answers with the form as it now is. */
const relisted = (submission: Posted) => ({ ok: true, message: '', reply: submission.reply() }) satisfies ProductActionData;

/** New product page: creates the style in every colour of the grid, then opens the first to add images. */
export async function createProductAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const submission = parseWithZod(await request.formData(), { schema: PostedProduct });
  if (submission.status !== 'success') return submission.status === 'error' ? refusedForm(submission, {}) : relisted(submission);
  const values = submission.value;
  const checked = toStyleInput(values);
  if ('errors' in checked) return refusedForm(submission, checked.errors);
  const r = await adminCall(adminApi.products.createStyle(context, checked.input));
  if (!r.ok) return refused(submission, values, r, false);
  return redirect(`/admin/products/${r.body.products[0]!.id}?created=${r.body.products.length}`);
}

/** Product page: save, archive, restore, and the images (upload, make cover, remove). */
export async function productAction(context: AppLoadContext, request: Request, id: string) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(form, { schema: PostedProduct });
      if (submission.status !== 'success') return refusedForm(submission, {});
      const checked = toProductInput(submission.value);
      if ('errors' in checked) return refusedForm(submission, checked.errors);
      const r = await adminCall(adminApi.products.update(context, id, checked.input));
      return r.ok ? ok('Saved. The storefront shows the changes now.') : refused(submission, submission.value, r, true);
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
