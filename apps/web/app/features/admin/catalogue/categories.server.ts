import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { parseWithZod } from '@conform-to/zod/v4';
import { AdminCategoryInput } from '@atelier/contract/catalogue';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { adminCall, apiFieldErrors, formText, requireAdmin } from '../admin-api.server.ts';
import { uploadPicture } from './picture.server.ts';
import type { CategoryActionData } from './categories-page.tsx';

const CHECK = 'Please check the highlighted fields.';
/** The category form as posted: the contract's fields, whatever else the form carries (intent, id). */
const PostedCategory = z.object(AdminCategoryInput.shape);

/** Categories page: create, edit and set a picture. */
export async function categoryAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (intent === 'image')
    return uploadPicture(form, (upload) => callApi(context, catalogueEndpoints.adminSetCategoryImage, { params: { id }, upload }));
  if (intent === 'delete') {
    const r = await adminCall(
      callApi(context, catalogueEndpoints.adminRemoveCategory, {
        params: { id },
        query: { moveTo: formText(form, 'moveTo') || undefined },
      }),
    );
    if (!r.ok) return data<CategoryActionData>({ ok: false, message: r.message }, { status: r.status });
    // The category is gone: back to the list, with what happened.
    return { ok: true, message: r.body.message } satisfies CategoryActionData;
  }
  if (intent !== 'create' && intent !== 'update')
    return data<CategoryActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
  // Slugs are stored lower-case; the contract's schema checks the rest (unknown fields such as intent are dropped).
  form.set('slug', formText(form, 'slug').toLowerCase());
  const submission = parseWithZod(form, { schema: PostedCategory });
  if (submission.status !== 'success') {
    const errors = submission.error ?? {};
    const fieldErrors = {
      ...(errors.slug ? { slug: ['Use lowercase letters, digits and hyphens, such as knitwear.'] } : {}),
      ...(errors.position ? { position: ['Enter a whole number from 0.'] } : {}),
    };
    return data<CategoryActionData>({ ok: false, message: CHECK, reply: submission.reply({ fieldErrors }) }, { status: 400 });
  }
  const values = submission.value;
  const r = await adminCall(
    intent === 'create'
      ? callApi(context, catalogueEndpoints.adminCreateCategory, { body: values })
      : callApi(context, catalogueEndpoints.adminUpdateCategory, { params: { id }, body: values }),
  );
  if (!r.ok) {
    const named = r.code === 'SLUG_TAKEN' ? { slug: r.message } : r.status === 400 ? apiFieldErrors(r.message) : {};
    const fieldErrors = Object.fromEntries(Object.entries(named).map(([k, v]) => [k, [v]]));
    return data<CategoryActionData>(
      { ok: false, message: Object.keys(named).length ? CHECK : r.message, reply: submission.reply({ fieldErrors }) },
      { status: r.status },
    );
  }
  return { ok: true, message: intent === 'create' ? `Category ${values.name} created.` : 'Category saved.' } satisfies CategoryActionData;
}
