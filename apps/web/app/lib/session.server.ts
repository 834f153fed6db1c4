import type { User } from '@atelier/contract/auth';
import { redirect, type AppLoadContext } from 'react-router';

/**
 * The signed-in shopper, read through GET /api/user with the browser's session cookie, or null
 * for a guest. A dead token (expired or revoked) is a guest too: the API's 401 clears its cookie,
 * which callers pass on with setCookiesFrom().
 */
export async function currentUser(context: AppLoadContext): Promise<User | null> {
  try {
    const res = await context.apiFetch('/api/user');
    if (!res.ok) return null;
    return ((await res.json()) as { user: User }).user;
  } catch {
    return null;
  }
}

/** Only same-site paths, so a redirectTo parameter can never bounce a shopper to another site. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** Where a guest is sent from a guarded page: home with the login panel open (store-spec 2). */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/?login=1&redirectTo=${encodeURIComponent(back)}`;
}

/** The guard of the account and checkout routes: the user, or a redirect to the login panel. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<User> {
  const user = await currentUser(context);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}

/** The Set-Cookie headers of an API answer (sign-in, sign-out, cart), to pass on to the browser. */
export function setCookiesFrom(...responses: Response[]): Headers {
  const headers = new Headers();
  for (const res of responses) for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  return headers;
}
