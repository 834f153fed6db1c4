import { newsletterAction } from '~/features/content/newsletter.server';
import type { Route } from './+types/newsletter';

/** Resource route behind the footer's newsletter form. */
export const action = ({ context, request }: Route.ActionArgs) => newsletterAction(context, request);
