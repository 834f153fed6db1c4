import { readCart, readShipping } from '~/features/cart/cart.server';
import { VIEW_CART_TITLE, ViewCartPage } from '~/features/cart/view-cart-page';
import type { Route } from './+types/view-cart';

export const meta = () => [{ title: `${VIEW_CART_TITLE} | Atelier` }, { name: 'robots', content: 'noindex' }];

/** Read fresh here (the root loader's copy is not reloaded on navigation). */
export async function loader({ context }: Route.LoaderArgs) {
  const [cart, shipping] = await Promise.all([readCart(context), readShipping(context)]);
  return { cart, shipping };
}

export default function ViewCart({ loaderData }: Route.ComponentProps) {
  return <ViewCartPage cart={loaderData.cart} shipping={loaderData.shipping} />;
}
