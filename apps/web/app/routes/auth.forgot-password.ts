import { forgotPasswordAction } from '~/features/account/auth.server.ts';
import type { Route } from './+types/auth.forgot-password';

/** Resource route behind the forgot-password panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => forgotPasswordAction(context, request);
