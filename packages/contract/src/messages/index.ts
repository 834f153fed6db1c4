// The messages domain's public surface: what the API and the web may import from @atelier/contract/messages.
export { CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE } from './contact-limits.ts';
export { CONTACT_FIELDS, type ContactField, contactFieldErrors, ContactMessageInput, ContactResponse } from './contact.ts';
export { NEWSLETTER_FAILURE_MESSAGE, NEWSLETTER_MESSAGE_MS, NEWSLETTER_SUCCESS_MESSAGE } from './newsletter-messages.ts';
export { NewsletterEmail, NewsletterResponse, NewsletterSignup, UNSUBSCRIBED_REDIRECT, UnsubscribeQuery } from './newsletter.ts';
