import './lib/zod-jitless.ts';
// The global styles come first so that they come first in the stylesheet too: feature styles
// (cart, account panels) imported by the shell below override them, as they did in separate files.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/shell.css';
import './styles/panels.css';
import './styles/footer.css';
import './styles/card.css';
import './styles/purchase.css';
import './styles/grid.css';
import displayFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { readCart, readShipping } from '~/features/cart/cart.server.ts';
import { DEFAULT_SHIPPING, EMPTY_CART } from '~/components/cart/use-cart';
import { NotFoundView } from '~/shell/not-found-view';
import { Shell, type ShellData } from '~/shell/shell';
import { menuCategories, menuCollections } from '~/lib/shell-data.server.ts';
import { readShopTerms } from '~/lib/shop-terms.server.ts';
import { deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { sessionUser } from '~/lib/session.server.ts';
import { siteUrl } from '~/lib/site.server.ts';
import { FORM_FROM_OTHER_ADDRESS, refusalOf } from '~/lib/refusal.ts';
import type { Route } from './+types/root';

export const DEFAULT_TITLE = 'Atelier | Modern clothing and accessories, London';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function meta({ data }: Route.MetaArgs) {
  const terms = data?.terms;
  return [
    { title: DEFAULT_TITLE },
    {
      name: 'description',
      content: `Considered clothing and accessories for women and men.${terms ? ` ${deliveryPromise(terms)} ${returnsPromise(terms)}` : ''}`,
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, collections, cart, shipping, terms, session] = await Promise.all([
    menuCategories(context),
    menuCollections(context),
    readCart(context),
    readShipping(context),
    readShopTerms(context),
    sessionUser(context),
  ]);
  // The whole cart (not just its count): the drawer on every page lists its lines.
  // A dead session cookie is cleared here (the API says so in its 401), and the page shows a guest.
  return data(
    { categories, collections, cart, cartCount: cart.items.length, shipping, terms, user: session.user, siteUrl: siteUrl(context) },
    { headers: session.headers },
  );
}

/**
 * Categories and the cart badge do not change when the shopper moves between pages: reload them
 * only after a form submission (e.g. add to cart) or an explicit revalidate().
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf8f4" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The admin area has its own back-office frame (features/admin/admin-layout.tsx).
  if (useLocation().pathname.match(/^\/admin(\/|$)/)) return <Outlet />;
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

const EMPTY_SHELL: ShellData = {
  categories: [],
  collections: [],
  cartCount: 0,
  cart: EMPTY_CART,
  shipping: DEFAULT_SHIPPING,
  terms: null,
  user: null,
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A form sent from another address than PUBLIC_URL (R22.23): the server's reason, not "something went wrong".
  const otherAddress = isRouteErrorResponse(error) && error.status === 403 ? refusalOf(error.data) : {};
  return (
    <Shell data={data ?? EMPTY_SHELL}>
      {otherAddress.code === FORM_FROM_OTHER_ADDRESS ? (
        <section className="not-found container">
          <title>Sent from a different address | Atelier</title>
          <h1 className="not-found__title">This form was sent from a different address</h1>
          <p className="not-found__text" role="alert">
            {otherAddress.message}
          </p>
        </section>
      ) : notFound ? (
        <>
          <title>Page not found | Atelier</title>
          <NotFoundView />
        </>
      ) : (
        <section className="not-found container">
          <title>Something went wrong | Atelier</title>
          <h1 className="not-found__title">Something went wrong on our side.</h1>
          <p className="not-found__text">Please try again in a moment.</p>
          <div className="not-found__actions">
            <a href="/" className="btn">
              Return to Homepage
            </a>
          </div>
        </section>
      )}
    </Shell>
  );
}
