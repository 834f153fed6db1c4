import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { timelineProgress, ukDate } from '@atelier/contract/orders';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { loginRedirectPath, requireUser } from '~/lib/session.server.ts';

/**
 * The success page's order. The API confirms a still-pending payment with the provider, so a late
 * webhook loses nothing; an unknown session, or another shopper's, is a 404 page.
 */
export async function successLoader(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const sessionId = new URL(request.url).searchParams.get('session_id')?.trim();
  if (!sessionId) throw data(null, { status: 404 });
  try {
    const { order } = okBody(await callApi(context, checkoutEndpoints.orderBySession, { params: { session_id: sessionId } }));
    // Computed here, once, so the server's HTML and the hydrated page draw the same bars.
    const progress = timelineProgress(order.timeline, order.status, ukDate(new Date()));
    return { order, progress, email: user.email };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    throw err;
  }
}
