import { Form, redirect } from 'react-router';
import { logoutAction } from '~/features/account/auth.server.ts';
import { currentUser } from '~/lib/session.server.ts';
import type { Route } from './+types/logout';

export const meta = () => [{ title: 'Sign out | Atelier' }, { name: 'robots', content: 'noindex' }];

/** Signing out changes state, so it is a POST; a plain visit asks first (a link elsewhere cannot sign anyone out). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await currentUser(context))) throw redirect('/');
  return null;
}

export const action = ({ context }: Route.ActionArgs) => logoutAction(context);

export default function Logout() {
  return (
    <section className="container account-confirm">
      <h1 className="account-confirm__title">Sign out?</h1>
      <p>You can sign back in at any time.</p>
      <Form method="post" action="/logout">
        <button type="submit" className="btn" data-autofocus>
          Sign out
        </button>
      </Form>
    </section>
  );
}
