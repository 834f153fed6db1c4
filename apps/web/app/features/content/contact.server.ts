import { data, type AppLoadContext } from 'react-router';
import { contactFieldErrors } from '@atelier/contract/contact';
import { api, ApiError, okBody } from '~/lib/api-client.server';
import { BUSINESS } from '@atelier/contract/business';
import type { ContactActionData } from './contact-form.tsx';

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The contact page's action: posts the form to POST /api/contact and reports per-field messages. */
export async function contactAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const values = { name: text(form, 'name'), email: text(form, 'email'), message: text(form, 'message') };
  try {
    const res = okBody(await api.contact.send(context, values));
    return data<ContactActionData>({ ok: true, message: res.message });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) {
      console.error('contact form: the API failed', err);
      return data<ContactActionData>(
        {
          ok: false,
          values,
          fieldErrors: {},
          message: `Sorry, we could not send your message just now. Please try again, or email us at ${BUSINESS.email}.`,
        },
        { status: 502 },
      );
    }
    const fieldErrors = err.status === 400 ? contactFieldErrors(err.message) : {};
    const named = Object.keys(fieldErrors).length > 0;
    return data<ContactActionData>(
      { ok: false, values, fieldErrors, message: named ? 'Please check the highlighted fields.' : err.message },
      { status: err.status },
    );
  }
}
