/**
 * Terms are ticked once per visit (R5.19): ticking them on the cart or at checkout leaves this
 * cookie, without an expiry so it ends with the browser session; the checkout then shows the box
 * ticked. It records a choice the shopper can see and untick, and guards nothing.
 */
export const TERMS_COOKIE = 'atelier_terms';

export function rememberTerms(accepted: boolean): void {
  document.cookie = accepted ? `${TERMS_COOKIE}=1; Path=/; SameSite=Lax` : `${TERMS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
