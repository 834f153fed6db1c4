/**
 * Standard delivery's windows (R2.4): dispatched within 1-3 business days of the order, delivered
 * 3-5 business days after dispatch. Kept apart from the date rule (order-timeline.ts) so pages can
 * say them without bringing the bank-holiday data into the browser.
 */
export const DISPATCH_BUSINESS_DAYS = { min: 1, max: 3 } as const;
export const DELIVERY_BUSINESS_DAYS = { min: 3, max: 5 } as const;

/** "1-3 business days" */
export const DISPATCH_WINDOW_TEXT = `${DISPATCH_BUSINESS_DAYS.min}-${DISPATCH_BUSINESS_DAYS.max} business days`;
/** "3-5 business days" */
export const DELIVERY_WINDOW_TEXT = `${DELIVERY_BUSINESS_DAYS.min}-${DELIVERY_BUSINESS_DAYS.max} business days`;
