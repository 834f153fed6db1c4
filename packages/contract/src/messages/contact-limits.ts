// The contact form's limits without zod, for the browser bundle (contact.ts re-exports them).

export const CONTACT_SUCCESS_MESSAGE = 'Thank you, your message has been sent. We will reply within one business day.';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
