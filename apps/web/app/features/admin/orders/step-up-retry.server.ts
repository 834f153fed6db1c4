import { data, type AppLoadContext } from 'react-router';
import type { ApiResult } from '../admin-api.server.ts';
import { stepUpAction } from '../staff/two-step.server.ts';
import type { OrderActionData } from './order-action-data.ts';

/** The posted fields kept for the retry: everything but a password or code. */
const RETRY_PREFIX = 'retry:';
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

/**
 * intent=step-up on the order page: the password or code, then the move that asked for it, posted
 * again with what the person had typed (carried as retry:name fields). A refused step-up asks again,
 * keeping the move; the move then answers as it would have.
 */
export async function stepUpThenRetry(
  context: AppLoadContext,
  form: FormData,
  retry: (again: FormData) => Promise<unknown>,
): Promise<unknown> {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of form.entries())
    if (name.startsWith(RETRY_PREFIX) && typeof value === 'string') fields.push([name.slice(RETRY_PREFIX.length), value]);
  const up = await stepUpAction(context, form);
  if (!up.ok) return data<OrderActionData>({ ok: false, message: up.message, stepUp: { fields, error: up.message } }, { status: 403 });
  const again = new FormData();
  for (const [name, value] of fields) again.append(name, value);
  return retry(again);
}

export const retryFieldName = (name: string) => `${RETRY_PREFIX}${name}`;
