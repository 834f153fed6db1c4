import { redirect } from 'react-router';
import { cartAction } from '~/features/cart/cart.server.ts';
import type { Route } from './+types/cart';

/** Resource route behind every cart form (add, quantity, remove); there is no page here. */
export const action = ({ context, request }: Route.ActionArgs) => cartAction(context, request);

export const loader = () => redirect('/view-cart');
