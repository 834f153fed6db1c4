/** Words and addresses of back-in-stock requests (R21.13-R21.15), shared by the API and the pages. */

export const BACK_IN_STOCK_MESSAGES = {
  confirmed: "You're on the list: we will email you once when this size is back.",
  checkMail: 'Almost there: we have sent you an email. Open its link to confirm, and we will email you once when this size is back.',
  inStock: 'This size is in stock: you can add it to your bag now.',
  notFound: 'This size no longer exists.',
  badLink: 'This link is not valid or has expired.',
} as const;

/** Where the mailed links land once they have worked. */
export const BACK_IN_STOCK_PAGE = '/notify-me';
export type BackInStockOutcome = 'confirmed' | 'unsubscribed';
export const backInStockLanding = (outcome: BackInStockOutcome) => `${BACK_IN_STOCK_PAGE}?result=${outcome}`;
