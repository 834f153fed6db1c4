import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { PostedAddressForm } from '@atelier/contract/customers';
import { okBody, type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { readAddressLookup } from '~/lib/address-lookup.server.ts';
import { loginRedirectPath, requireUser } from '~/lib/session.server.ts';
import type { AddressBookResult } from './address-book.tsx';

/** /account-addresses: the saved addresses, and the one being edited (?edit=id) or a new one (?add). */
export async function addressBookLoader(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const [{ addresses }, addressLookup] = await Promise.all([
    callApi(context, customersEndpoints.addresses).then(okBody),
    readAddressLookup(context),
  ]);
  const editing = addresses.find((a) => a.id === url.searchParams.get('edit')) ?? null;
  return {
    addresses,
    editing,
    adding: !editing && (url.searchParams.has('add') || addresses.length === 0),
    done: url.searchParams.get('done'),
    addressLookup,
  };
}

const back = (done: string) => redirect(`/account-addresses?done=${done}`, { status: 303 });

function refused(answer: ApiAnswer<unknown>, request: Request) {
  if (answer.status === 401) throw redirect(loginRedirectPath(request));
  const message = answer.ok ? '' : (answer.error.message ?? 'That did not work. Please try again.');
  return data<AddressBookResult>({ message }, { status: answer.status });
}

/** Save (add or edit), make default, delete; each through the API, which keeps them the owner's (R20.15). */
export async function addressBookAction(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (intent === 'delete') {
    const answer = await callApi(context, customersEndpoints.removeAddress, { params: { id } });
    return answer.ok ? back('deleted') : refused(answer, request);
  }
  if (intent === 'default') {
    const answer = await callApi(context, customersEndpoints.makeDefaultAddress, { params: { id } });
    return answer.ok ? back('default') : refused(answer, request);
  }
  const submission = parseWithZod(form, { schema: PostedAddressForm, disableAutoCoercion: true });
  if (submission.status !== 'success') return data<AddressBookResult>({ reply: submission.reply() }, { status: 400 });
  const answer = id
    ? await callApi(context, customersEndpoints.updateAddress, { params: { id }, body: submission.value })
    : await callApi(context, customersEndpoints.addAddress, { body: submission.value });
  if (answer.ok) return back('saved');
  // A refusal about fields is said on them, as the browser's own check is (R9.14).
  const fieldErrors = answer.status === 401 ? {} : apiFieldErrors(answer.error);
  if (Object.keys(fieldErrors).length)
    return data<AddressBookResult>({ reply: submission.reply({ fieldErrors }) }, { status: answer.status });
  return refused(answer, request);
}

const FIELDS = new Set(['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postcode', 'phoneNumber']);

/** The API's 'postcode: Please enter...; city: ...' (R9.1), or a region not delivered, by field. */
function apiFieldErrors(error: { message?: string; code?: string }): Record<string, string[]> {
  const message = error.message ?? '';
  if (error.code === 'POSTCODE_NOT_DELIVERED') return { postcode: [message] };
  if (error.code !== 'VALIDATION_ERROR') return {};
  const out: Record<string, string[]> = {};
  for (const part of message.split('; ')) {
    const m = /^([A-Za-z0-9]+): (.*)$/.exec(part);
    if (m && FIELDS.has(m[1]!)) (out[m[1]!] ??= []).push(m[2]!);
  }
  return out;
}
