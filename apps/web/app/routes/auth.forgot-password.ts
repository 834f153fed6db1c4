import { forgotPasswordAction } from '~/features/account/auth.server';
import type { Route } from './+types/auth.forgot-password';

/** Resource route behind the forgot-password panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => forgotPasswordAction(context, request);
