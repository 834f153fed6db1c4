import { useActionData } from 'react-router';
import { checkoutAction, checkoutLoader } from '~/features/checkout/checkout.server.ts';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import type { Route } from './+types/checkout';

export const meta = () => [{ title: 'Checkout | Atelier' }, { name: 'robots', content: 'noindex' }];

export const loader = ({ context, request }: Route.LoaderArgs) => checkoutLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => checkoutAction(context, request);

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <CheckoutPage {...loaderData} result={result} />;
}
