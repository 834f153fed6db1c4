import { NEWSLETTER_FAILURE_MESSAGE } from '@atelier/contract/messages';
import type { NewsletterActionData } from '~/features/content/newsletter-form';
import { newsletterAction } from '~/features/content/newsletter.server.ts';
import type { Route } from './+types/newsletter';

/** Resource route behind the footer's newsletter form. */
export const action = ({ context, request }: Route.ActionArgs) => newsletterAction(context, request);

/**
 * In the browser, a request that fails outright (offline, a 5xx) is a failure for the form to show:
 * thrown, it would leave the form's last answer (perhaps a success) in place and replace the page
 * with the error view.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterActionData> {
  try {
    return (await serverAction()) as NewsletterActionData;
  } catch {
    return { ok: false, message: NEWSLETTER_FAILURE_MESSAGE };
  }
}
