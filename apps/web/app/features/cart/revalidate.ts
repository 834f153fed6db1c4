import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { CART_ACTION } from '~/components/cart/use-cart';

/**
 * For catalogue pages: a cart action changes nothing they show, so only the root (count, drawer)
 * reloads. Home's random carousels would otherwise reshuffle under a shopper who just added.
 */
export function keepAcrossCartActions({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formAction === CART_ACTION) return false;
  return defaultShouldRevalidate;
}
