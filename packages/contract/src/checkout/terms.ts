/** The one terms message (R10.1): checkout, the cart page and registration. Apart from the form schemas, which the browser loads only where a form is. */
export const TERMS_MESSAGE = 'Please accept the terms and conditions to continue.';
