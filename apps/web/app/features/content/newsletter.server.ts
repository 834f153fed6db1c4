import * as messagesEndpoints from '@atelier/contract/messages/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { NEWSLETTER_FAILURE_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/messages';
import { callApi, ANONYMOUS } from '~/lib/api-client.server.ts';
import { plainFormReturnPath } from '~/lib/plain-form.server.ts';
import type { NewsletterActionData } from './newsletter-form.tsx';

/**
 * The footer form's action: POST /api/newsletter. Any answer but 200/201 is a failure (R10.1).
 * A browser without JavaScript posts the form itself and is sent back to the page it came from.
 */
export async function newsletterAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const email = form.get('email');
  let ok = false;
  try {
    const res = await callApi(context, messagesEndpoints.subscribe, {
      body: { email: typeof email === 'string' ? email : '' },
      headers: ANONYMOUS,
    });
    ok = res.status === 200 || res.status === 201;
  } catch (err) {
    console.error('newsletter: the API failed', err);
  }

  const returnTo = plainFormReturnPath(request, form, '/');
  if (returnTo) {
    const url = new URL(returnTo, 'http://local');
    url.searchParams.set('newsletter', ok ? 'subscribed' : 'failed');
    return redirect(`${url.pathname}${url.search}#newsletter`, 303);
  }
  return data<NewsletterActionData>(
    { ok, message: ok ? NEWSLETTER_SUCCESS_MESSAGE : NEWSLETTER_FAILURE_MESSAGE },
    { status: ok ? 200 : 400 },
  );
}
