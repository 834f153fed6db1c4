import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { timelineProgress, ukDate } from '@atelier/contract/orders';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { currentUser, loginRedirectPath, setCookiesFrom } from '~/lib/session.server.ts';
import { orderLinkCookie, orderLinkHeaders, orderLinkOf } from '~/lib/order-link.server.ts';

/**
 * The success page's order. The API confirms a still-pending payment with the provider, so a late
 * webhook loses nothing; an unknown session, or another shopper's, is a 404 page. A guest reads it
 * through the link of the checkout just paid (R5.15), and gets the create-account field (R5.17).
 */
export async function successLoader(context: AppLoadContext, request: Request) {
  const user = await currentUser(context);
  const link = user ? undefined : orderLinkOf(request);
  if (!user && !link) throw redirect(loginRedirectPath(request));
  const sessionId = new URL(request.url).searchParams.get('session_id')?.trim();
  if (!sessionId) throw data(null, { status: 404 });
  try {
    const { order, guest } = okBody(
      await callApi(context, checkoutEndpoints.orderBySession, {
        params: { session_id: sessionId },
        ...(link ? { headers: orderLinkHeaders(link) } : {}),
      }),
    );
    // Computed here, once, so the server's HTML and the hydrated page draw the same bars.
    const progress = timelineProgress(order.timeline, order.status, ukDate(new Date()));
    return { order, progress, email: user?.email ?? guest?.email ?? '', guest: guest ?? null };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    throw err;
  }
}

export interface ClaimResult {
  message: string;
  /** The address has an account: sign-in is offered instead (R5.17). */
  hasAccount?: boolean;
}

/** The one field after paying (R5.17): a password makes the guest a signed-in customer who owns the order. */
export async function successAction(context: AppLoadContext, request: Request) {
  const link = orderLinkOf(request);
  const form = await request.formData();
  const password = String(form.get('password') ?? '').slice(0, 200);
  if (!link)
    return data<ClaimResult>({ message: 'This order link has expired. Please sign in or find your order again.' }, { status: 404 });
  if (!password) return data<ClaimResult>({ message: 'Please choose a password.' }, { status: 400 });
  const answer = await callApi(context, ordersEndpoints.claimGuestOrder, { body: { password }, headers: orderLinkHeaders(link) });
  if (!answer.ok) {
    if (answer.status >= 500) throw new ApiError(answer.status, answer.error.code ?? 'ERROR', answer.error.message ?? 'The shop failed.');
    const message = answer.error.message ?? 'The account could not be created.';
    return data<ClaimResult>({ message, hasAccount: answer.error.code === 'ACCOUNT_EXISTS' }, { status: answer.status });
  }
  const headers = setCookiesFrom(answer);
  // The order is the account's now: the guest's link has done its work.
  headers.append('set-cookie', orderLinkCookie(context, null));
  throw redirect('/account-orders?welcome=1', { headers });
}
