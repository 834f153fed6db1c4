import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { PostedAddressForm } from '@atelier/contract/customers';
import { okBody, type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { loginRedirectPath, requireUser } from '~/lib/session.server.ts';
import type { AddressBookResult } from './address-book.tsx';

/** /account-addresses: the saved addresses, and the one being edited (?edit=id) or a new one (?add). */
export async function addressBookLoader(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const { addresses } = okBody(await callApi(context, customersEndpoints.addresses));
  const editing = addresses.find((a) => a.id === url.searchParams.get('edit')) ?? null;
  return {
    addresses,
    editing,
    adding: !editing && (url.searchParams.has('add') || addresses.length === 0),
    done: url.searchParams.get('done'),
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
  return answer.ok ? back('saved') : refused(answer, request);
}
