import type { User } from '@atelier/contract/auth';
import { data, type AppLoadContext } from 'react-router';
import { currentUser } from '~/lib/session.server';

/** Every non-admin sees the admin pages as pages that do not exist (issue 6). */
const notFound = () => data(null, { status: 404 });

/** The guard of every admin loader and action: the admin, or a 404. */
export async function requireAdmin(context: AppLoadContext): Promise<User> {
  const user = await currentUser(context);
  if (!user || user.role !== 'admin') throw notFound();
  return user;
}

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; code: string };

/** Calls /api/admin in process; a 401 or 403 (the session ended or lost its role) is a 404 page. */
export async function adminCall<T>(context: AppLoadContext, path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<ApiResult<T>> {
  const res = await context.apiFetch(`/api/admin${path}`, init);
  if (res.status === 401 || res.status === 403) throw notFound();
  const body = (await res.json().catch(() => ({}))) as T & { message?: string; code?: string };
  if (!res.ok) {
    if (res.status >= 500 && res.status !== 502) throw new Response('The admin API failed', { status: res.status });
    return { ok: false, status: res.status, message: body.message ?? res.statusText, code: body.code ?? 'ERROR' };
  }
  return { ok: true, status: res.status, body };
}

/** A read the page cannot do without: its 404 is the page's 404. */
export async function adminGet<T>(context: AppLoadContext, path: string): Promise<T> {
  const r = await adminCall<T>(context, path);
  if (!r.ok) throw data(null, { status: r.status === 404 ? 404 : r.status });
  return r.body;
}

/** Re-sends one uploaded file to the API as multipart/form-data (the API checks it by content). */
export async function forwardUpload<T>(context: AppLoadContext, path: string, file: File, fields: Record<string, string> = {}): Promise<ApiResult<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', file, file.name || 'upload');
  const encoded = new Request('http://upload.local/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return adminCall<T>(context, path, { method: 'POST', body: bytes, headers: { 'content-type': encoded.headers.get('content-type')! } });
}

/** API 400 messages are "field: message; field: message": split them for the form. */
export function apiFieldErrors(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const m = /^([\w.]+): (.+)$/.exec(part);
    if (m && m[1] !== 'body') out[m[1]!] ??= m[2]!;
  }
  return out;
}

export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
