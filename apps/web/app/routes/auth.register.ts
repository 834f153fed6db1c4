import { registerAction } from '~/features/account/auth.server.ts';
import type { Route } from './+types/auth.register';

/** Resource route behind the register panel (features/account). */
export const action = ({ context, request }: Route.ActionArgs) => registerAction(context, request);
