import type { ApiFetch, ApiRequestInit, ErrorBody } from '@atelier/contract/shared';
import {
  answerSchema,
  endpointUrl,
  type AnswerOf,
  type EndpointSpec,
  type QueryValue,
  type RequestOf,
  type Upload,
} from '@atelier/contract/shared/endpoint';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    /** This response's Content-Security-Policy nonce (entry.server.tsx puts it on inline scripts). */
    cspNonce?: string;
    /** The store's configured public address (PUBLIC_URL, else where the server listens). */
    publicUrl: string;
  }
}

/** One API answer: the typed body of a 2xx, or whatever error body came; headers carry its cookies. */
export type ApiAnswer<T> = { status: number; headers: Headers } & ({ ok: true; body: T } | { ok: false; error: Partial<ErrorBody> });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body of a 2xx answer; any other answer throws ApiError. */
export function okBody<T>(answer: ApiAnswer<T>): T {
  if (answer.ok) return answer.body;
  throw new ApiError(answer.status, answer.error.code ?? 'ERROR', answer.error.message ?? `HTTP ${answer.status}`);
}

/** Answers are checked against their declaration in development and tests; production trusts them (speed). */
const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

/** An answer that is not what its endpoint declares: a bug in the API or the contract, never the shopper's. */
export class AnswerMismatchError extends Error {}

/**
 * One API call, typed by the endpoint's declaration in the contract: its params, query and body
 * are checked by the typecheck, and its 2xx answer is parsed against the declared schema in
 * development and tests (a mismatch throws AnswerMismatchError).
 */
export async function callApi<E extends EndpointSpec>(
  context: AppLoadContext,
  e: E,
  ...[req]: object extends RequestOf<E> ? [RequestOf<E>?] : [RequestOf<E>]
): Promise<ApiAnswer<AnswerOf<E>>> {
  const r: {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    upload?: Upload;
    headers?: Record<string, string>;
  } = req ?? {};
  const path = endpointUrl(e, r.params, r.query);
  const init: ApiRequestInit = { method: e.method };
  if (r.upload) {
    init.body = r.upload.bytes;
    init.headers = { ...r.headers, 'content-type': r.upload.contentType };
  } else {
    if (r.body !== undefined) init.body = r.body;
    if (r.headers) init.headers = r.headers;
  }
  const res = await context.apiFetch(path, init);
  const json: unknown = await res.json().catch(() => ({}));
  const common = { status: res.status, headers: res.headers };
  if (!res.ok) return { ...common, ok: false, error: (json ?? {}) as Partial<ErrorBody> };
  if (CHECK_ANSWERS) checkAnswer(e, json);
  return { ...common, ok: true, body: json as AnswerOf<E> };
}

function checkAnswer(e: EndpointSpec, json: unknown): void {
  const schema = answerSchema(e);
  if (!schema) return;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ');
    throw new AnswerMismatchError(`${e.method} ${e.path}: the answer does not match its declaration: ${issues}`);
  }
}

/** For calls that act for no account: they carry no session cookie (and need no CSRF token). */
export const ANONYMOUS = { cookie: '' };

export type Out<S extends z.ZodType> = z.output<S>;
export type In<S extends z.ZodType> = z.input<S>;
