// The footer form's messages without zod, so every page's bundle can import them (newsletter.ts re-exports them).

export const NEWSLETTER_SUCCESS_MESSAGE = 'You have successfully subscribed.';
export const NEWSLETTER_FAILURE_MESSAGE = 'Something went wrong';
/** How long the footer form shows its message (R11.1). */
export const NEWSLETTER_MESSAGE_MS = 2000;
