import { contentMeta } from '~/features/content/business';
import { ContactPage, contactMeta } from '~/features/content/contact';
import { contactAction } from '~/features/content/contact.server.ts';
import { termsOfMatches } from '~/lib/shop-terms';
import type { Route } from './+types/contact-us';

export function meta({ matches }: Route.MetaArgs) {
  return contentMeta(contactMeta.title, contactMeta.description(termsOfMatches(matches)));
}

export const action = ({ context, request }: Route.ActionArgs) => contactAction(context, request);

export default ContactPage;
