import { loginAction } from '~/features/account/auth.server.ts';
import type { Route } from './+types/auth.login';

/** Resource route behind the #login panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => loginAction(context, request);
