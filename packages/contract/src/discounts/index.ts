// The discounts domain's public surface: what the API and the web may import from @atelier/contract/discounts.
export {
  AdminDiscount,
  AdminDiscountInput,
  AdminDiscountList,
  AdminDiscountParams,
  DeliveryOptionView,
  DiscountCodeText,
  QuoteBody,
  type QuoteInput,
  QuoteResponse,
} from './discount-schemas.ts';
export {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KIND_LABELS,
  discountOffer,
  DISCOUNT_KINDS,
  DISCOUNT_REFUSALS,
  type DiscountContext,
  type DiscountKind,
  type DiscountLine,
  type DiscountRefusal,
  type DiscountResult,
  type DiscountRule,
  evaluateDiscount,
  normaliseCode,
  shareOut,
  unknownCode,
} from './discount.ts';
