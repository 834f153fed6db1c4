/**
 * Where the e2e shop's postcode lookup provider answers, and its key: playwright.config.ts gives the
 * shop these, and address-lookup.test.ts serves the provider there while it runs.
 */
export const LOOKUP_PORT = Number(process.env.E2E_PORT ?? 3456) + 1;
export const LOOKUP_KEY = 'e2e-lookup-key';
