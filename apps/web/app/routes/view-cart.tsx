import { readNextDayLine } from '~/lib/next-day.server.ts';
import { readCart, readCartQuote, readShipping } from '~/features/cart/cart.server.ts';
import { VIEW_CART_TITLE, ViewCartPage } from '~/features/cart/view-cart-page';
import { restoredNotice } from '~/features/cart/restored-notice.ts';
import type { Route } from './+types/view-cart';

export const meta = () => [{ title: `${VIEW_CART_TITLE} | Atelier` }, { name: 'robots', content: 'noindex' }];

/** Read fresh here (the root loader's copy is not reloaded on navigation). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get('code')?.trim().slice(0, 40) ?? '';
  const [cart, shipping, discount, nextDay] = await Promise.all([
    readCart(context),
    readShipping(context),
    readCartQuote(context, code),
    readNextDayLine(context),
  ]);
  return { cart, shipping, discount, nextDay, notice: restoredNotice(url.searchParams) };
}

export default function ViewCart({ loaderData }: Route.ComponentProps) {
  return (
    <ViewCartPage
      cart={loaderData.cart}
      shipping={loaderData.shipping}
      discount={loaderData.discount}
      nextDay={loaderData.nextDay}
      notice={loaderData.notice}
    />
  );
}
