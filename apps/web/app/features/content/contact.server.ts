import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import { data, type AppLoadContext } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { ContactMessageInput, contactFieldErrors } from '@atelier/contract/messages';
import { BUSINESS } from '@atelier/contract/shared';
import { ApiError, okBody, callApi, ANONYMOUS } from '~/lib/api-client.server.ts';
import type { ContactActionData } from './contact-form.tsx';

const CHECK = 'Please check the highlighted fields.';

/**
 * The contact page's action: the post is checked with the contract's schema here, at the edge,
 * then sent to POST /api/contact; a refusal by the API is shown beside its field too.
 */
export async function contactAction(context: AppLoadContext, request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: ContactMessageInput });
  if (submission.status !== 'success') {
    return data<ContactActionData>({ ok: false, message: CHECK, reply: submission.reply() }, { status: 400 });
  }
  try {
    const res = okBody(await callApi(context, messagesEndpoints.sendContactMessage, { body: submission.value, headers: ANONYMOUS }));
    return data<ContactActionData>({ ok: true, message: res.message, reply: submission.reply({ resetForm: true }) });
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) {
      console.error('contact form: the API failed', err);
      const message = `Sorry, we could not send your message just now. Please try again, or email us at ${BUSINESS.email}.`;
      return data<ContactActionData>({ ok: false, message, reply: submission.reply() }, { status: 502 });
    }
    const named = err.status === 400 ? contactFieldErrors(err.message) : {};
    const fieldErrors = Object.fromEntries(Object.entries(named).map(([k, v]) => [k, [v]]));
    return data<ContactActionData>(
      { ok: false, message: Object.keys(named).length ? CHECK : err.message, reply: submission.reply({ fieldErrors }) },
      { status: err.status },
    );
  }
}
