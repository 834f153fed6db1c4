import { describe, expect, it } from 'vitest';
import { FORM_FROM_OTHER_ADDRESS } from '@atelier/contract/shared';
import { foreignForm, foreignFormAnswer } from './form-origin.ts';

const SHOP = 'https://shop.example.co.uk';

describe('a page form from another address than PUBLIC_URL (R22.23)', () => {
  it('passes reads, forms from the shop itself and requests that name no origin', () => {
    expect(foreignForm('GET', { origin: 'http://127.0.0.1:3000' }, SHOP)).toBeNull();
    expect(foreignForm('POST', { origin: SHOP }, SHOP)).toBeNull();
    expect(foreignForm('POST', { referer: `${SHOP}/admin/products/4?x=1` }, SHOP)).toBeNull();
    expect(foreignForm('POST', {}, SHOP)).toBeNull();
    // "null" (after a cross-site redirect) names nothing: the Referer, if any, decides.
    expect(foreignForm('POST', { origin: 'null' }, SHOP)).toBeNull();
  });

  it('refuses a form from the server address, naming both addresses and what to do', () => {
    const refusal = foreignForm('POST', { origin: 'http://127.0.0.1:3000' }, SHOP);
    expect(refusal).toMatchObject({ from: 'http://127.0.0.1:3000', expected: SHOP });
    expect(refusal!.message).toBe(
      "This form was sent from http://127.0.0.1:3000, which is not the shop's address (PUBLIC_URL, https://shop.example.co.uk), so nothing was saved. " +
        'Open the shop at https://shop.example.co.uk and send it again; if http://127.0.0.1:3000 is the right address, set PUBLIC_URL to it and restart the shop.',
    );
    // Another scheme or port of the same host is another address too; the Referer stands in for a missing Origin.
    expect(foreignForm('POST', { origin: 'http://shop.example.co.uk' }, SHOP)?.from).toBe('http://shop.example.co.uk');
    expect(foreignForm('DELETE', { referer: 'https://shop.example.co.uk:8443/admin' }, SHOP)?.from).toBe('https://shop.example.co.uk:8443');
  });

  it('answers the app its reason as JSON and a browser-posted form with a page of its own', () => {
    const refusal = foreignForm('POST', { origin: 'http://localhost:3000' }, SHOP)!;
    const json = foreignFormAnswer(refusal, true);
    expect(json.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(json.body)).toEqual({ message: refusal.message, code: FORM_FROM_OTHER_ADDRESS });

    const page = foreignFormAnswer(refusal, false);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>This form was sent from a different address</h1>');
    expect(page.body).toContain(`<a href="${SHOP}/">Open the shop at ${SHOP}</a>`);
    expect(page.body).not.toContain('page not found');
  });

  it('escapes what the browser sent before it goes into the page', () => {
    const refusal = foreignForm('POST', { origin: 'http://a"b<c>.example' }, SHOP);
    // A URL parser refuses such an origin outright; a Referer with odd characters gets its origin only.
    expect(refusal).toBeNull();
    const odd = foreignForm('POST', { referer: 'http://evil.example/<script>' }, SHOP)!;
    expect(foreignFormAnswer(odd, false).body).not.toContain('<script>');
  });
});
