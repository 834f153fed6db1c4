// The shared domain's public surface: what the API and the web may import from @atelier/contract/shared.
export {
  AuditList,
  AuditQuery,
  csvField,
  DASHBOARD_DAYS,
  DashboardResponse,
  LOW_STOCK_THRESHOLD,
  LowStockItem,
  LowStockList,
  MessageList,
  OkResponse,
  PageQuery,
  SubscriberList,
  ToShipOrder,
  WAITING_KINDS,
  type WaitingKind,
} from './admin.ts';
export { type ApiFetch, type ApiRequestInit } from './api-fetch.ts';
export { AUDIT_KINDS, auditDetailWords, type AuditKind, auditSentence } from './audit-words.ts';
export { BUSINESS } from './business.ts';
export { ErrorBody } from './errors.ts';
export { GUID_PATTERN, isGuid } from './guid.ts';
export {
  computeTotals,
  formatPence,
  orderTotals,
  penceToPounds,
  poundsToPence,
  shippingFor,
  type Totals,
  VAT_RATE_PERCENT,
  vatInclusiveOf,
} from './money.ts';
