import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, redirect, useRouteLoaderData } from 'react-router';
import { AdminLayout, can, NAV } from '~/features/admin/admin-layout';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin';
import { NotFoundView } from '~/shell/not-found-view';
import { FORM_FROM_OTHER_ADDRESS, refusalOf } from '~/lib/refusal.ts';
import '~/features/admin/admin.css';

export const meta = () => [{ title: 'Admin | Atelier' }, { name: 'robots', content: 'noindex, nofollow' }];

/** Pages a session may open before its second step: the code form, and signing out. */
const OPEN_BEFORE_SECOND_STEP = new Set(['/admin/two-step']);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireAdmin(context);
  const me = await adminGet(callApi(context, staffEndpoints.staffMe));
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  // Staff with two-step sign-in type a code first; where the owner requires it, staff without it enrol first (R13.11).
  const locked = !me.twoStep.passed || (me.twoStep.required && !me.twoStep.enrolled);
  if (locked && !OPEN_BEFORE_SECOND_STEP.has(path)) throw redirect('/admin/two-step');
  // The dashboard is for orders; anyone else starts on the first page of their role.
  if (path === '/admin' && !can(me, 'orders')) throw redirect(NAV.find((n) => n.to !== '/admin' && can(me, n.need))!.to);
  return { email: user.email, me, locked };
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLayout email={loaderData.email} me={loaderData.me} locked={loaderData.locked} />;
}

/**
 * A page the role does not include (403) says so in words, rather than "something went wrong"
 * (R13.7), inside the admin frame with the menu of the role when the frame's own data loaded, so
 * the person can go on to a page they may open.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>('routes/admin');
  const refused = isRouteErrorResponse(error) && error.status === 403;
  // The page that was there is gone (often with the button pressed): the keyboard goes to the reason (R22.26).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [error]);
  if (!refused)
    return (
      <>
        <title>Page not found | Atelier</title>
        <NotFoundView />
      </>
    );
  const { message, code } = refusalOf(error.data);
  // A form sent from another address than PUBLIC_URL (R22.23): the server's reason, not "not your role".
  const otherAddress = code === FORM_FROM_OTHER_ADDRESS;
  const words = (
    <>
      <title>{otherAddress ? 'Sent from a different address | Atelier admin' : 'Not in your role | Atelier admin'}</title>
      <h1 className="adm-head__title" tabIndex={-1} ref={heading}>
        {otherAddress ? 'This form was sent from a different address' : 'This is not part of your role'}
      </h1>
      <p role="alert">{message ?? 'Your role does not include this page.'}</p>
      <p>
        <Link to="/admin/account" className="btn btn--outline btn--sm">
          Your account
        </Link>{' '}
        <a href="/" className="btn btn--outline btn--sm">
          View shop
        </a>
      </p>
    </>
  );
  if (frame)
    return (
      <AdminLayout email={frame.email} me={frame.me} locked={frame.locked}>
        <div className="adm-refused">{words}</div>
      </AdminLayout>
    );
  return (
    <main id="admin-main" className="adm-refused" tabIndex={-1}>
      {words}
    </main>
  );
}
