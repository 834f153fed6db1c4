// The inventory domain's public surface: what the API and the web may import from @atelier/contract/inventory.
export {
  BackInStockDemand,
  BackInStockDemandRow,
  BackInStockResponse,
  BackInStockSignup,
  BackInStockTokenQuery,
} from './back-in-stock-schemas.ts';
export { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PAGE, backInStockLanding, type BackInStockOutcome } from './back-in-stock.ts';
export {
  clampQuantity,
  DEFAULT_MAX_QUANTITY,
  isFewLeft,
  maxQuantity,
  onlyVariant,
  productInStock,
  type StockVariant,
  variantAvailable,
} from './stock.ts';
export {
  STOCK_ACTOR_KINDS,
  STOCK_HISTORY_PAGE_SIZE,
  STOCK_REASON_WORDS,
  STOCK_REASONS,
  StockActorKind,
  StockHistoryEntry,
  StockHistoryPage,
  StockHistoryParams,
  StockHistoryQuery,
  stockHistorySentence,
  StockReason,
} from './stock-history.ts';
