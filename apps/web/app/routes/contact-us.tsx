import { contentMeta } from '~/features/content/business';
import { ContactPage, contactMeta } from '~/features/content/contact';
import { contactAction } from '~/features/content/contact.server.ts';
import type { Route } from './+types/contact-us';

export const meta = () => contentMeta(contactMeta.title, contactMeta.description);

export const action = ({ context, request }: Route.ActionArgs) => contactAction(context, request);

export default ContactPage;
