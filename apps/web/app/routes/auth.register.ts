import { registerAction } from '~/features/account/auth.server';
import type { Route } from './+types/auth.register';

/** Resource route behind the register panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => registerAction(context, request);
