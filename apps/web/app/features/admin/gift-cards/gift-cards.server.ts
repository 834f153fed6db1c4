import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import { data, type AppLoadContext } from 'react-router';
import { callApi } from '~/lib/api-client.server.ts';
import { adminCall, adminGet, formText, requireAdmin } from '../admin-api.server.ts';
import { inputToPence } from '../format.ts';
import type { GiftCardActionData } from './gift-cards-page.tsx';

/** /admin/gift-cards: every balance with the balances outstanding, and one card's history when ?card= names it. */
export async function giftCardsLoader(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const list = await adminGet(callApi(context, balanceEndpoints.adminBalances));
  const guid = new URL(request.url).searchParams.get('card');
  const open =
    guid && list.accounts.some((a) => a.guid === guid)
      ? await adminGet(callApi(context, balanceEndpoints.adminBalance, { params: { guid } }))
      : null;
  return { ...list, open };
}

/** Issue (the code shown this once), top up, extend, send the code again (R23.21) or void (R23.7). */
export async function giftCardsAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const guid = formText(form, 'guid');
  const refused = (message: string, status = 400) => data<GiftCardActionData>({ ok: false, message }, { status });
  if (intent === 'issue' || intent === 'top-up') {
    const amountPence = inputToPence(formText(form, 'amount'));
    if (!amountPence) return refused('Enter the amount in pounds, such as 25 or 50.');
    const r =
      intent === 'issue'
        ? await adminCall(
            callApi(context, balanceEndpoints.adminIssueGiftCard, {
              body: {
                amountPence,
                recipientName: formText(form, 'recipientName'),
                recipientEmail: formText(form, 'recipientEmail'),
                message: formText(form, 'message'),
              },
            }),
          )
        : await adminCall(callApi(context, balanceEndpoints.adminTopUpBalance, { params: { guid }, body: { amountPence, note: '' } }));
    if (!r.ok) return refused(r.message, r.status);
    if ('code' in r.body)
      return {
        ok: true,
        message: `Gift card issued and mailed to ${r.body.account.recipientEmail}.`,
        code: r.body.code,
      } satisfies GiftCardActionData;
    return { ok: true, message: `Topped up: the balance is now £${(r.body.balancePence / 100).toFixed(2)}.` } satisfies GiftCardActionData;
  }
  if (intent === 'extend') {
    const day = formText(form, 'expiresOn');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return refused('Choose the new expiry date.');
    const r = await adminCall(
      callApi(context, balanceEndpoints.adminExtendBalance, { params: { guid }, body: { expiresAt: `${day}T23:59:59Z` } }),
    );
    return r.ok ? ({ ok: true, message: 'Expiry date moved.' } satisfies GiftCardActionData) : refused(r.message, r.status);
  }
  if (intent === 'resend') {
    const recipientEmail = formText(form, 'recipientEmail');
    const r = await adminCall(callApi(context, balanceEndpoints.adminResendGiftCard, { params: { guid }, body: { recipientEmail } }));
    return r.ok
      ? ({ ok: true, message: `A new code was mailed to ${recipientEmail}; the old one no longer works.` } satisfies GiftCardActionData)
      : refused(r.message, r.status);
  }
  if (intent === 'void') {
    const r = await adminCall(
      callApi(context, balanceEndpoints.adminVoidBalance, { params: { guid }, body: { note: formText(form, 'note') } }),
    );
    return r.ok
      ? ({ ok: true, message: 'Voided: what was left can no longer be spent.' } satisfies GiftCardActionData)
      : refused(r.message, r.status);
  }
  return refused('Unknown action.');
}
