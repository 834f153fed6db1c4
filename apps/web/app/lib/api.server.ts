import type { AppLoadContext } from 'react-router';

/** What the API server hands every loader and action (see apps/api/src/web.ts). */
export type ApiFetch = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    /** This response's Content-Security-Policy nonce (entry.server.tsx puts it on inline scripts). */
    cspNonce?: string;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API in-process and returns its JSON, throwing ApiError for any non-2xx answer. */
export async function apiJson<T>(context: AppLoadContext, path: string, init?: Parameters<ApiFetch>[1]): Promise<T> {
  const res = await context.apiFetch(path, init);
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  if (!res.ok) throw new ApiError(res.status, body.code ?? 'ERROR', body.message ?? res.statusText);
  return body as T;
}
