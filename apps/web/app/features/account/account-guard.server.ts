import { data, redirect, type AppLoadContext } from 'react-router';
import { loginRedirectPath, sessionUser } from '~/lib/session.server.ts';

/**
 * The account layout's loader: the user, or home with the login panel open. A verification link
 * opened while signed out keeps its result, so the panel can say the address is verified.
 */
export async function accountGuard(context: AppLoadContext, request: Request) {
  const { user, headers } = await sessionUser(context);
  if (!user) {
    const verified = new URL(request.url).searchParams.get('verified');
    const extra = verified === '1' || verified === '0' ? `&verified=${verified}` : '';
    throw redirect(`${loginRedirectPath(request)}${extra}`, { headers });
  }
  return data({ user }, { headers });
}
