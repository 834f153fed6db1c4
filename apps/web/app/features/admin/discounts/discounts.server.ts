import * as discountsEndpoints from '@atelier/contract/discounts/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { type AdminDiscountInput, DISCOUNT_KINDS, type DiscountKind } from '@atelier/contract/discounts';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin } from '../admin-api.server.ts';
import type { DiscountActionData, DiscountField } from './discounts-page.tsx';
import { inputToPence } from '../format.ts';

const CHECK = 'Please check the highlighted fields.';

/** A date and time typed in the form (UK local time, 'YYYY-MM-DDTHH:MM') as an instant. */
export function londonInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  // The UK offset at that moment (0 or +1 hour), read back from the time zone database.
  const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(asUtc);
  const offsetHours = (Number(shown) - new Date(asUtc).getUTCHours() + 24) % 24;
  return new Date(asUtc - offsetHours * 3_600_000).toISOString();
}

export async function discountsLoader(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const { discounts } = await adminGet(callApi(context, discountsEndpoints.adminDiscounts));
  const edit = new URL(request.url).searchParams.get('edit');
  return { discounts, editing: discounts.find((d) => d.guid === edit) };
}

/** The form as typed, in the API's shape; errors name the form's own fields. */
function payload(form: FormData): { body?: AdminDiscountInput; errors: Partial<Record<DiscountField, string>> } {
  const errors: Partial<Record<DiscountField, string>> = {};
  const kind = formText(form, 'kind') as DiscountKind;
  if (!DISCOUNT_KINDS.includes(kind)) errors.kind = 'Choose what the code gives.';
  let value = 0;
  if (kind === 'percent') {
    value = Number(formText(form, 'percentOff'));
    if (!Number.isInteger(value) || value < 1 || value > 100) errors.percentOff = 'Enter a whole percentage from 1 to 100.';
  } else if (kind === 'fixed') {
    value = inputToPence(formText(form, 'amountOff')) ?? 0;
    if (value < 1) errors.amountOff = 'Enter the amount off in pounds, such as 10 or 7.50.';
  }
  const minSpend = formText(form, 'minSpend');
  const minSpendPence = minSpend ? inputToPence(minSpend) : 0;
  if (minSpendPence === undefined) errors.minSpend = 'Enter an amount in pounds, or leave it empty.';
  const limit = formText(form, 'usageLimit');
  if (limit && !/^\d{1,7}$/.test(limit)) errors.usageLimit = 'Enter a whole number, or leave it empty for no limit.';
  const dates = { startsAt: formText(form, 'startsAt'), endsAt: formText(form, 'endsAt') };
  for (const k of ['startsAt', 'endsAt'] as const) if (dates[k] && !londonInstant(dates[k])) errors[k] = 'Enter a date and time.';
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      code: formText(form, 'code'),
      kind,
      value,
      minSpendPence: minSpendPence ?? 0,
      startsAt: dates.startsAt ? londonInstant(dates.startsAt) : null,
      endsAt: dates.endsAt ? londonInstant(dates.endsAt) : null,
      usageLimit: limit ? Number(limit) : null,
      oncePerCustomer: form.has('oncePerCustomer'),
      excludeSaleItems: form.has('excludeSaleItems'),
      excludeFinalSale: form.has('excludeFinalSale'),
      active: form.get('active') !== 'false',
    },
  };
}

const fromApi: Record<string, DiscountField> = {
  value: 'percentOff',
  minSpendPence: 'minSpend',
  code: 'code',
  endsAt: 'endsAt',
  usageLimit: 'usageLimit',
};

/** Create, edit, deactivate or reactivate a code; each answered with a notice, field errors beside their fields. */
export async function discountsAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const guid = formText(form, 'guid');
  if (intent === 'active') {
    const active = formText(form, 'active') === 'true';
    const r = await adminCall(callApi(context, discountsEndpoints.adminSetDiscountActive, { params: { guid }, body: { active } }));
    if (!r.ok) return data<DiscountActionData>({ ok: false, message: r.message }, { status: r.status });
    return { ok: true, message: `${r.body.code} ${active ? 'reactivated' : 'deactivated'}.` } satisfies DiscountActionData;
  }
  const { body, errors } = payload(form);
  if (!body) return data<DiscountActionData>({ ok: false, message: CHECK, errors }, { status: 400 });
  const r = await adminCall(
    intent === 'update'
      ? callApi(context, discountsEndpoints.adminUpdateDiscount, { params: { guid }, body })
      : callApi(context, discountsEndpoints.adminCreateDiscount, { body }),
  );
  if (!r.ok) {
    const named: Partial<Record<DiscountField, string>> =
      r.code === 'CODE_TAKEN'
        ? { code: r.message }
        : Object.fromEntries(Object.entries(apiFieldErrors(r.message)).map(([k, v]) => [fromApi[k] ?? 'code', v]));
    if (named.percentOff && body.kind === 'fixed') [named.amountOff, named.percentOff] = [named.percentOff, undefined];
    return data<DiscountActionData>(
      { ok: false, message: Object.keys(named).length ? CHECK : r.message, errors: named },
      { status: r.status },
    );
  }
  return { ok: true, message: intent === 'update' ? `${r.body.code} saved.` : `${r.body.code} created.` } satisfies DiscountActionData;
}
