import type { z } from 'zod';
import { ErrorBody } from './errors.ts';

// The seam between the web and the API, declared once: the API registers each route from its
// declaration (apps/api/src/plumbing/register-endpoint.ts), /api/docs is generated from the same
// schemas, and the web's client (apps/web/app/lib/api-client.server.ts) derives its types from it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's `:name` segments: '/api/orders/:guid/returns/:id' gives 'guid' | 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Status → the schema of that answer's body (the 2xx one is the endpoint's answer). */
export type ResponseMap = { readonly [status: number]: z.ZodType };

export interface EndpointSpec {
  method: HttpMethod;
  /** The full path the API serves, `:name` for each parameter. */
  path: string;
  /** OpenAPI: one line, then any detail in description. */
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** A body sent as bytes, not JSON: a multipart image or a CSV file (the route reads it itself). */
  upload?: 'multipart/form-data' | 'text/csv';
  /** Absent for a route that only redirects (a mailed link). */
  response?: ResponseMap;
}

type Names<P extends string> = [PathParamNames<P>] extends [never] ? never : PathParamNames<P>;
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;

/** A path with `:params` needs a params schema naming exactly those; a path without needs none. */
type ParamsMatchPath<E extends EndpointSpec> = [Names<E['path']>] extends [never]
  ? E extends { params: z.ZodType }
    ? { params: never }
    : unknown
  : E extends { params: infer S extends z.ZodType }
    ? SameKeys<keyof z.output<S>, Names<E['path']>> extends true
      ? unknown
      : { params: never }
    : { params: z.ZodType };

/** Declares one endpoint; the `const` keeps its path and statuses literal for the client's types. */
export function endpoint<const E extends EndpointSpec>(spec: E & ParamsMatchPath<E>): E {
  return spec;
}

type OkStatus = 200 | 201 | 202 | 204;

/** The body of the endpoint's 2xx answer, as the web reads it. */
export type AnswerOf<E extends EndpointSpec> = E extends { response: infer R extends ResponseMap }
  ? z.output<R[Extract<keyof R, OkStatus>]>
  : never;

/** The 2xx schema of an endpoint (validated by the web client in development and tests). */
export function answerSchema(e: EndpointSpec): z.ZodType | undefined {
  for (const status of [200, 201, 202, 204] as const) if (e.response?.[status]) return e.response[status];
  return undefined;
}

/** A query value as it goes on the address: lists as "a,b", everything else as text. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** One file's bytes as sent (the API checks them by content). */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * What a caller passes: the path's params, the query's keys (values as text, which the API's
 * schema judges, as a browser's address bar would send them), the JSON body or the upload.
 */
export type RequestOf<E extends EndpointSpec> = ([Names<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<Names<E['path']>, string | number> }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: { [K in keyof z.input<Q>]?: QueryValue } } : { query?: never }) &
  (E extends { upload: string }
    ? { upload: Upload; body?: never }
    : E extends { body: infer B extends z.ZodType }
      ? { body: z.input<B>; upload?: never }
      : { body?: never; upload?: never }) & { headers?: Record<string, string> };

/** The endpoint's path with its params filled in (each one URI-encoded) and its query appended. */
export function endpointUrl(e: EndpointSpec, params?: Record<string, string | number>, query?: Record<string, QueryValue>): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query ?? {});
}

/** A query string the API's zod schema parses back: lists as "a,b", everything else as text. */
export function queryString(values: Record<string, QueryValue>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    p.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** What every back-office endpoint may answer besides its own answer. */
export const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const adminUploadErrors = { ...adminErrors, 413: ErrorBody, 415: ErrorBody };
export const adminTags = ['admin'];
export const multipartNote = ' (multipart/form-data: field `file`, a JPEG, PNG or WebP of at most 10 MB, checked by content)';
