import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import type { User } from '@atelier/contract/customers';
import { redirect, type AppLoadContext } from 'react-router';
import { callApi } from './api-client.server.ts';

/**
 * The signed-in shopper, read through GET /api/user with the browser's session cookie, or null
 * for a guest. A dead token (expired or revoked) is a guest too: the API's 401 clears its cookie,
 * which callers pass on with setCookiesFrom().
 */
export async function currentUser(context: AppLoadContext): Promise<User | null> {
  return (await sessionUser(context)).user;
}

/**
 * currentUser() with the API's Set-Cookie headers: on a 401 'Token has expired' or 'Token has been
 * revoked' they clear the dead session cookie, so the browser stops sending it (R7.5).
 */
export async function sessionUser(context: AppLoadContext): Promise<{ user: User | null; headers: Headers }> {
  try {
    const answer = await callApi(context, customersEndpoints.me);
    return { user: answer.ok ? answer.body.user : null, headers: setCookiesFrom(answer) };
  } catch {
    return { user: null, headers: new Headers() };
  }
}

// Client code (the login panel) needs it too, so it lives in a module without server code.
export { safeReturnPath } from './safe-path.ts';

/** Where a guest is sent from a guarded page: home with the login panel open (R12.3). */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/?login=1&redirectTo=${encodeURIComponent(back)}`;
}

/** The guard of the account and checkout routes: the user, or a redirect to the login panel. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<User> {
  const { user, headers } = await sessionUser(context);
  // The headers clear a dead session cookie on the way out.
  if (!user) throw redirect(loginRedirectPath(request), { headers });
  return user;
}

/** The Set-Cookie headers of an API answer (sign-in, sign-out, cart), to pass on to the browser. */
export function setCookiesFrom(...responses: { headers: Headers }[]): Headers {
  const headers = new Headers();
  for (const res of responses) for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
  return headers;
}
