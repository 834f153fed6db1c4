import { describe, expect, it } from 'vitest';
import { plainFormReturnPath } from './plain-form.server.ts';

const post = (headers: Record<string, string>) => new Request('http://shop.test/newsletter', { method: 'POST', headers });
const withReturn = (path: string) => {
  const form = new FormData();
  form.set('email', 'a@example.co.uk');
  form.set('returnTo', path);
  return form;
};

describe('plainFormReturnPath', () => {
  it('sends a plain form post back to the page it came from', () => {
    expect(plainFormReturnPath(post({ 'sec-fetch-mode': 'navigate' }), withReturn('/about-us?x=1'), '/')).toBe('/about-us?x=1');
  });

  it('answers a fetcher with data even when the form still carried returnTo (submitted while hydrating)', () => {
    expect(plainFormReturnPath(post({ 'sec-fetch-mode': 'cors' }), withReturn('/about-us'), '/')).toBeUndefined();
    expect(plainFormReturnPath(post({ 'sec-fetch-mode': 'same-origin' }), withReturn('/about-us'), '/')).toBeUndefined();
  });

  it('trusts the field when the browser does not say how it sent the request', () => {
    expect(plainFormReturnPath(post({}), withReturn('/view-cart'), '/')).toBe('/view-cart');
    expect(plainFormReturnPath(post({}), new FormData(), '/')).toBeUndefined();
  });

  it('never sends the browser to another site', () => {
    expect(plainFormReturnPath(post({ 'sec-fetch-mode': 'navigate' }), withReturn('//evil.example/x'), '/view-cart')).toBe('/view-cart');
    expect(plainFormReturnPath(post({}), withReturn('https://evil.example/'), '/')).toBe('/');
  });
});
