import { data } from 'react-router';
import type { ApiResult } from '../admin-api.server.ts';
import { RETRY_PREFIX, type OrderActionData } from './order-action-data.ts';

/** The posted fields kept for the retry: everything but a password or code. */
const keep = (form: FormData): Array<[string, string]> =>
  [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && !['password', 'code'].includes(e[0]));

/**
 * A move refused with 403 STEP_UP_REQUIRED (R13.13): the page asks for the password or a code in
 * place, carrying what was posted; undefined for any other answer.
 */
export function stepUpAsked(r: ApiResult<unknown>, form: FormData) {
  if (r.ok || r.status !== 403 || r.code !== 'STEP_UP_REQUIRED') return undefined;
  return data<OrderActionData>({ ok: false, message: r.message, stepUp: { fields: keep(form) } }, { status: 403 });
}

/** The move carried by a step-up form (its retry:name fields), as it was posted. */
export function retriedFields(form: FormData): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of form.entries())
    if (name.startsWith(RETRY_PREFIX) && typeof value === 'string') fields.push([name.slice(RETRY_PREFIX.length), value]);
  return fields;
}
