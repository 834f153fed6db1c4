import type { CartResponse } from '@atelier/contract/cart';
import type { AppLoadContext } from 'react-router';

/**
 * Number of lines in the shopper's cart, for the header and toolbar badges. Reading the cart
 * never creates one; any failure (no cart API yet, a bad guid) shows an empty bag.
 */
export async function cartLineCount(context: AppLoadContext): Promise<number> {
  try {
    const res = await context.apiFetch('/api/cart');
    if (!res.ok) return 0;
    const body = (await res.json()) as Partial<CartResponse>;
    return body.cart?.items.length ?? 0;
  } catch {
    return 0;
  }
}
