import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import { GiftCardBalanceBody, GiftCardPurchaseBody, giftCardSendWindow } from '@atelier/contract/balances';
import { ukDate } from '@atelier/contract/orders';
import { data, redirectDocument, type AppLoadContext } from 'react-router';
import { ApiError, callApi, okBody } from '~/lib/api-client.server.ts';
import { currentUser } from '~/lib/session.server.ts';

/** What a refused form says: a message per field, or one for the whole form (R12.14). */
export interface FormAnswer {
  ok: false;
  fields: Record<string, string>;
  message?: string;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** /gift-cards: the send dates on offer (today in the UK up to 12 months ahead) and the buyer as signed in. */
export async function giftCardPageLoader(context: AppLoadContext) {
  const user = await currentUser(context);
  return {
    sendWindow: giftCardSendWindow(ukDate(new Date())),
    buyer: user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null,
  };
}

/** A typed amount wins over the buttons (without script, typing one does not press 'Another amount'). */
const typedAmount = (form: FormData) => text(form, 'customAmount').replace(/[£,\s]/g, '');
const usesTyped = (form: FormData) => text(form, 'amountChoice') === 'other' || typedAmount(form) !== '';

/** The amount chosen, in pounds: typed, or a set amount's button. */
function amountOf(form: FormData): number | undefined {
  const raw = usesTyped(form) ? typedAmount(form) : text(form, 'amountChoice');
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : NaN;
}

/** POST /gift-cards (R23.11, R23.12): checked by the contract's schema as the API checks it, then off to pay. */
export async function giftCardPurchaseAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const amount = amountOf(form);
  const parsed = GiftCardPurchaseBody.safeParse({
    amount,
    recipientName: text(form, 'recipientName'),
    recipientEmail: text(form, 'recipientEmail'),
    message: text(form, 'message'),
    sendOn: text(form, 'sendOn'),
    buyerName: text(form, 'buyerName'),
    buyerEmail: text(form, 'buyerEmail'),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = key === 'amount' ? (usesTyped(form) ? 'customAmount' : 'amountChoice') : key;
      fields[field] ??= fieldMessage(field, issue.message, amount);
    }
    return data<FormAnswer>({ ok: false, fields }, 400);
  }
  const answer = await callApi(context, balanceEndpoints.giftCardPurchase, { body: parsed.data });
  // The provider's page is not a route of the storefront: the browser loads it as a document.
  if (answer.ok) return redirectDocument(answer.body.url);
  const message = answer.error.message ?? 'Something went wrong. Please try again.';
  if (answer.error.code === 'SEND_DATE') return data<FormAnswer>({ ok: false, fields: { sendOn: message } }, answer.status);
  return data<FormAnswer>({ ok: false, fields: {}, message }, answer.status);
}

/** Words for the schema's terse messages, as a shopper reads them beside the field. */
function fieldMessage(field: string, message: string, amount: number | undefined): string {
  if (field === 'amountChoice' && amount === undefined) return 'Please choose an amount.';
  if (field === 'customAmount' && (amount === undefined || Number.isNaN(amount))) return 'Please enter an amount in pounds, such as 40.';
  if (field === 'sendOn') return 'Please choose the day to send the card.';
  if (field === 'buyerEmail' || field === 'recipientEmail') return 'Please enter a valid email address.';
  return message;
}

/** /gift-cards/thank-you: the buyer's confirmation; the API confirms a payment whose word has not come yet. */
export async function thankYouLoader(context: AppLoadContext, request: Request) {
  const sessionId = new URL(request.url).searchParams.get('session_id')?.trim();
  if (!sessionId) throw data(null, { status: 404 });
  try {
    return okBody(await callApi(context, balanceEndpoints.giftCardPurchaseStatus, { params: { sessionId } }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
    throw err;
  }
}

export type BalanceAnswer =
  | { ok: true; balance: number; state: 'active' | 'expired' | 'void'; expiresAt: string | null; last4: string }
  | { ok: false; message: string };

/** POST /gift-cards/balance (R23.10): the existing, rate-limited check by code. */
export async function balanceAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const parsed = GiftCardBalanceBody.safeParse({ code: text(form, 'code') });
  if (!parsed.success) return data<BalanceAnswer>({ ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the code.' }, 400);
  const answer = await callApi(context, balanceEndpoints.giftCardBalance, { body: { code: parsed.data.code } });
  if (!answer.ok)
    return data<BalanceAnswer>({ ok: false, message: answer.error.message ?? 'Please try again in a moment.' }, answer.status);
  return { ok: true, ...answer.body } satisfies BalanceAnswer;
}
