import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOAST_MS, TOAST_MS, toastMs } from './toast.tsx';

describe('toastMs (R11.1: 3000 ms, the library default 5000 ms on the account pages)', () => {
  it('keeps toasts up 5 s on the account pages', () => {
    for (const p of ['/account-page', '/account-details', '/account-orders', '/account-orders/']) expect(toastMs(p)).toBe(ACCOUNT_TOAST_MS);
    expect(ACCOUNT_TOAST_MS).toBe(5000);
  });

  it('closes them after 3 s everywhere else', () => {
    for (const p of ['/', '/product-list', '/view-cart', '/checkout', '/account-pages', '/admin', '/product-detail/account-page'])
      expect(toastMs(p)).toBe(TOAST_MS);
    expect(TOAST_MS).toBe(3000);
  });
});
