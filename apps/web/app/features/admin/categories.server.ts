import { AdminCategoryInput, fieldErrors } from '@atelier/contract/admin-catalogue';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, apiFieldErrors, formText, requireAdmin } from './admin-api.server.ts';
import { adminApi, multipart } from './admin-endpoints.server.ts';
import type { CategoryActionData } from './categories-page.tsx';

const CHECK = 'Please check the highlighted fields.';

/** Categories page: create, edit and set a picture. */
export async function categoryAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (intent === 'image') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0)
      return data<CategoryActionData>({ ok: false, message: 'Please choose an image to upload.' }, { status: 400 });
    const r = await adminCall(adminApi.categories.setImage(context, id, await multipart(file)));
    return r.ok
      ? ({ ok: true, message: 'Picture updated.' } satisfies CategoryActionData)
      : data<CategoryActionData>({ ok: false, message: r.message }, { status: r.status });
  }
  if (intent !== 'create' && intent !== 'update')
    return data<CategoryActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
  const values = {
    name: formText(form, 'name'),
    slug: formText(form, 'slug').toLowerCase(),
    description: formText(form, 'description'),
    position: formText(form, 'position') || '0',
  };
  const position = /^\d{1,5}$/.test(values.position) ? Number(values.position) : -1;
  const parsed = AdminCategoryInput.safeParse({ ...values, position });
  if (!parsed.success) {
    const errs = fieldErrors(parsed.error);
    if (errs.slug) errs.slug = 'Use lowercase letters, digits and hyphens, such as knitwear.';
    if (errs.position) errs.position = 'Enter a whole number from 0.';
    return data<CategoryActionData>({ ok: false, message: CHECK, fieldErrors: errs, values }, { status: 400 });
  }
  const r = await adminCall(
    intent === 'create' ? adminApi.categories.create(context, parsed.data) : adminApi.categories.update(context, id, parsed.data),
  );
  if (!r.ok) {
    const errs = r.code === 'SLUG_TAKEN' ? { slug: r.message } : r.status === 400 ? apiFieldErrors(r.message) : {};
    return data<CategoryActionData>(
      { ok: false, message: Object.keys(errs).length ? CHECK : r.message, fieldErrors: errs, values },
      { status: r.status },
    );
  }
  return { ok: true, message: intent === 'create' ? `Category ${values.name} created.` : 'Category saved.' } satisfies CategoryActionData;
}
