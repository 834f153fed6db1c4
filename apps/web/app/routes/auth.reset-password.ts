import { resetPasswordAction } from '~/features/account/auth.server.ts';
import type { Route } from './+types/auth.reset-password';

/** Resource route behind the reset-password panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => resetPasswordAction(context, request);
