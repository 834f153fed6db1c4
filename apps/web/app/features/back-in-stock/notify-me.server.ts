import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import { data, type AppLoadContext } from 'react-router';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import type { NotifyMeResult } from '~/components/product/notify-me';

const FAILED = 'We could not save your request. Please try again.';
const BAD_EMAIL = 'Please enter a valid email address, like name@example.com.';

/** The "Notify me" form's action: POST /api/back-in-stock with the shopper's session (R21.13). */
export async function notifyMeAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  try {
    const res = okBody(
      await callApi(context, inventoryEndpoints.requestBackInStock, { body: { variantGuid: text('variantGuid'), email: text('email') } }),
    );
    return data<NotifyMeResult>({ ok: true, message: res.message });
  } catch (err) {
    // The address refused by the API's check is the field's fault: said on it (R12.14).
    if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && /^email:/.test(err.message))
      return data<NotifyMeResult>({ ok: false, message: BAD_EMAIL, field: 'email' }, { status: err.status });
    if (err instanceof ApiError && err.status < 500)
      return data<NotifyMeResult>({ ok: false, message: err.message }, { status: err.status });
    console.error('notify-me: the API failed', err);
    return data<NotifyMeResult>({ ok: false, message: FAILED }, { status: 502 });
  }
}
