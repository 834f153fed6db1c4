import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import { imageMoveSentence } from '@atelier/contract/catalogue';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin, multipart } from '../admin-api.server.ts';
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
  /** An answer of the image panel (R22.15): which image, where it moved from and to (1-based), a refused description as typed. */
  image?: { id: number; moved?: { from: number; to: number }; alt?: string };
  /** An upload that was saved: the upload form empties (R22.25). */
  uploaded?: boolean;
}

export async function productChoices(context: AppLoadContext): Promise<Choices> {
  const [cats, cols] = await Promise.all([
    adminGet(callApi(context, catalogueEndpoints.adminCategories)),
    adminGet(callApi(context, catalogueEndpoints.adminCollections)),
  ]);
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
  const r = await adminCall(callApi(context, catalogueEndpoints.adminCreateStyle, { body: checked.input }));
  if (!r.ok) return refused(submission, values, r, false);
  return redirect(`/admin/products/${r.body.products[0]!.id}?created=${r.body.products.length}`);
}

/** Product page: save, archive, restore, and the images (upload, make cover, move, describe, remove). */
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
      const r = await adminCall(callApi(context, catalogueEndpoints.adminUpdateProduct, { params: { id }, body: checked.input }));
      return r.ok ? ok('Saved. The storefront shows the changes now.') : refused(submission, submission.value, r, true);
    }
    case 'add-colour': {
      const colour = formText(form, 'colour');
      const colourHex = formText(form, 'colourHex');
      const slug = formText(form, 'slug').toLowerCase();
      const r = await adminCall(
        callApi(context, catalogueEndpoints.adminAddColour, {
          params: { id },
          body: { colour, slug, ...(colourHex ? { colourHex } : {}) },
        }),
      );
      if (!r.ok) return fail(r.status, r.message);
      return redirect(`/admin/products/${r.body.product.id}?created=1`);
    }
    case 'archive':
    case 'restore': {
      const r = await adminCall(
        callApi(context, intent === 'archive' ? catalogueEndpoints.adminArchiveProduct : catalogueEndpoints.adminRestoreProduct, {
          params: { id },
        }),
      );
      if (!r.ok) return fail(r.status, r.message);
      return ok(intent === 'archive' ? 'Archived: the product is off the storefront.' : 'Restored: the product is back on the storefront.');
    }
    case 'upload': {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) return fail(400, 'Please choose an image to upload.');
      const r = await adminCall(
        callApi(context, catalogueEndpoints.adminAddImage, {
          params: { id },
          upload: await multipart(file, { alt: formText(form, 'alt') }),
        }),
      );
      return r.ok ? ({ ...ok('Image added.'), uploaded: true } satisfies ProductActionData) : fail(r.status, r.message);
    }
    case 'cover':
    case 'remove-image': {
      const imageId = formText(form, 'imageId');
      const r = await adminCall(
        intent === 'cover'
          ? callApi(context, catalogueEndpoints.adminCoverImage, { params: { id, imageId } })
          : callApi(context, catalogueEndpoints.adminRemoveImage, { params: { id, imageId } }),
      );
      return r.ok ? ok(intent === 'cover' ? 'Cover image changed.' : 'Image removed.') : fail(r.status, r.message);
    }
    case 'move':
      return moveImage(context, id, Number(formText(form, 'imageId')), Number(formText(form, 'to')));
    case 'alt': {
      const imageId = Number(formText(form, 'imageId'));
      // One line, as a screen reader reads it: the box may wrap, but line breaks are not kept.
      const alt = formText(form, 'alt').replace(/\s+/g, ' ');
      const r = await adminCall(
        callApi(context, catalogueEndpoints.adminDescribeImage, { params: { id, imageId: String(imageId) }, body: { alt } }),
      );
      if (!r.ok) return data<ProductActionData>({ ok: false, message: r.message, image: { id: imageId, alt } }, { status: r.status });
      const at = r.body.product.images.findIndex((i) => i.id === imageId) + 1;
      return { ok: true, message: `Description of image ${at} saved.`, image: { id: imageId } } satisfies ProductActionData;
    }
    default:
      return fail(400, 'Unknown action.');
  }
}

const ok = (message: string) => ({ ok: true, message }) satisfies ProductActionData;
const fail = (status: number, message: string) => data<ProductActionData>({ ok: false, message }, { status });

/**
 * Moves one image to a position (1-based), by a button or a drag (R22.15): the new order is
 * worked out from the images as they are now and sent whole, which the API checks.
 */
async function moveImage(context: AppLoadContext, id: string, imageId: number, to: number) {
  const { product } = await adminGet(callApi(context, catalogueEndpoints.adminProduct, { params: { id } }));
  const ids = product.images.map((i) => i.id);
  const from = ids.indexOf(imageId) + 1;
  const refused = (message: string) => data<ProductActionData>({ ok: false, message, image: { id: imageId } }, { status: 400 });
  if (!from) return refused('That image is no longer on this product. The list shows the images as they are now.');
  if (!Number.isInteger(to) || to < 1 || to > ids.length) return refused(`Image ${from} cannot move there.`);
  const moved = { from, to };
  if (from === to) return { ok: true, message: `Image ${from} of ${ids.length} stays at position ${to}.`, image: { id: imageId, moved } };
  ids.splice(from - 1, 1);
  ids.splice(to - 1, 0, imageId);
  const r = await adminCall(callApi(context, catalogueEndpoints.adminOrderImages, { params: { id }, body: { imageIds: ids } }));
  if (!r.ok) return data<ProductActionData>({ ok: false, message: r.message, image: { id: imageId } }, { status: r.status });
  return { ok: true, message: imageMoveSentence(from, to, ids.length), image: { id: imageId, moved } } satisfies ProductActionData;
}
