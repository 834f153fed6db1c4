import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { REMINDER_MESSAGES } from '@atelier/contract/orders';
import { redirect, type AppLoadContext } from 'react-router';
import { callApi } from '~/lib/api-client.server.ts';
import { setCookiesFrom } from '~/lib/session.server.ts';

export interface ReminderLinkPage {
  ok: boolean;
  message: string;
}

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('link') ?? '').slice(0, 2048);

/**
 * A checkout reminder's basket link (R24.5): the basket goes back in this browser's cart (a guest's
 * cart cookie comes with the answer), then the cart page says so. A bad or expired link gets a page.
 */
export async function restoreBasketLoader(context: AppLoadContext, request: Request): Promise<ReminderLinkPage> {
  const token = tokenOf(request);
  if (!token) return { ok: false, message: REMINDER_MESSAGES.badLink };
  const answer = await callApi(context, ordersEndpoints.restoreBasket, { query: { token } });
  if (!answer.ok) return { ok: false, message: answer.error.message ?? REMINDER_MESSAGES.badLink };
  const { restored, unavailable } = answer.body;
  throw redirect(`/view-cart?restored=${restored}&missing=${unavailable.length}`, { headers: setCookiesFrom(answer) });
}

/** A checkout reminder's unsubscribe link (R24.6): one click, no sign-in, and a page that says it worked. */
export async function remindersUnsubscribeLoader(context: AppLoadContext, request: Request): Promise<ReminderLinkPage> {
  const token = tokenOf(request);
  if (!token) return { ok: false, message: REMINDER_MESSAGES.badLink };
  const answer = await callApi(context, ordersEndpoints.unsubscribeReminders, { query: { token } });
  return answer.ok ? { ok: true, message: answer.body.message } : { ok: false, message: answer.error.message ?? REMINDER_MESSAGES.badLink };
}
