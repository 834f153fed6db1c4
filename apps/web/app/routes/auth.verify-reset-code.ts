import { verifyResetCodeAction } from '~/features/account/auth.server.ts';
import type { Route } from './+types/auth.verify-reset-code';

/** Resource route behind the verify-reset-code panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => verifyResetCodeAction(context, request);
