import {
  collectionPromise,
  companyRegistration,
  DELIVERY_WINDOW_TEXT,
  deliveryPromise,
  DISPATCH_WINDOW_TEXT,
  nextDayPromise,
  returnsPromise,
  returnWindowText,
  sellerAddress,
  type ShopTerms,
} from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';

/**
 * The placeholders a policy page (app/content/*.mdx) writes instead of a number or a name: each is
 * filled from the shop's settings by the contract's promise functions (R22.21). In the Markdown,
 * `<ReturnWindow />` reads "28 days"; in the front matter, `{returnsPromise}` reads the sentence.
 */
const SAYINGS = {
  ReturnWindow: returnWindowText,
  ReturnsPromise: returnsPromise,
  DeliveryPromise: deliveryPromise,
  NextDayPromise: nextDayPromise,
  CollectionPromise: collectionPromise,
  LegalName: (t: ShopTerms) => t.shop.legalName,
  RegisteredOffice: sellerAddress,
  CompanyRegistration: companyRegistration,
  DispatchWindow: () => DISPATCH_WINDOW_TEXT,
  DeliveryWindow: () => DELIVERY_WINDOW_TEXT,
} satisfies Record<string, (t: ShopTerms) => string>;

type Placeholder = keyof typeof SAYINGS;

/** The MDX components, one per placeholder. */
export const termsPlaceholders = Object.fromEntries(
  Object.entries(SAYINGS).map(([name, of]) => {
    const Filled = () => <TermsText of={of} />;
    Filled.displayName = name;
    return [name, Filled];
  }),
) as unknown as Record<Placeholder, () => React.JSX.Element>;

/** Front matter text with `{returnsPromise}`-style tokens filled; a token it does not know stays as written. */
export function fillTerms(text: string, terms: ShopTerms | null): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => {
    const key = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (!(key in SAYINGS)) return token;
    return terms ? SAYINGS[key as Placeholder](terms) : '';
  });
}
