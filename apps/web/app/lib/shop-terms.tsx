import type { PaymentBadge } from '@atelier/contract/payments';
import type { ShopTerms, ShopTermsAnswer } from '@atelier/contract/settings';
import { useRouteLoaderData } from 'react-router';

/**
 * The shop's terms as the root loader read them (lib/shop-terms.server.ts). Every sentence that
 * states a fee, a threshold, a return window or the seller's details is made from them by one of
 * the contract's promise functions (settings/promises.ts), never typed into a page (R22.21).
 */
export function useShopTerms(): ShopTerms | null {
  const root = useRouteLoaderData('root');
  return termsIn(root);
}

/** The terms in the root loader's data, for meta functions (their `matches`) and the hook above. */
export function termsIn(rootData: unknown): ShopTerms | null {
  return typeof rootData === 'object' && rootData !== null && 'terms' in rootData
    ? ((rootData as { terms: ShopTerms | null }).terms ?? null)
    : null;
}

/** The root route's terms from a meta function's matches. */
export function termsOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>): ShopTerms | null {
  const root = matches.find((m) => m?.id === 'root');
  return termsIn(root?.loaderData ?? root?.data);
}

/**
 * The payment badges the provider in use offers (R12.10), from the same answer as the terms; none
 * when it could not be read, rather than a badge the payment page may not honour.
 */
export function usePaymentMethods(): PaymentBadge[] {
  const terms = useShopTerms();
  return terms && 'paymentMethods' in terms ? (terms as ShopTermsAnswer).paymentMethods : [];
}

/** One promise sentence, made from the terms in force; nothing when they could not be read. */
export function TermsText({ of }: { of: (terms: ShopTerms) => string }) {
  const terms = useShopTerms();
  return terms ? <>{of(terms)}</> : null;
}
