// The shared domain's public surface: what the API and the web may import from @atelier/contract/shared.
export {
  AuditList,
  AuditQuery,
  csvField,
  DASHBOARD_DAYS,
  DashboardResponse,
  DormantStock,
  LOW_STOCK_PACE_DAYS,
  LOW_STOCK_STATES,
  LOW_STOCK_THRESHOLD,
  LowStockItem,
  type LowStockState,
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
export {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  type AuditAction,
  type AuditKind,
  type AuditSubject,
  type AuditWords,
  auditSentence,
  auditWords,
} from './audit-words.ts';
export { BUSINESS } from './business.ts';
export { Guid, IdNumber, Instant, MAX_ROW_ID, PageNumber, RowId, UkDay } from './edge.ts';
export { ErrorBody, FORM_FROM_OTHER_ADDRESS } from './errors.ts';
export { GUID_PATTERN, isGuid } from './guid.ts';
export {
  computeTotals,
  formatPence,
  orderTotals,
  penceToPounds,
  placedOrderTotals,
  poundsToPence,
  shippingFor,
  type Totals,
  VAT_RATE_PERCENT,
  vatInclusiveOf,
} from './money.ts';
export { creditVat, orderVat, type OrderVat, type Split, splitVat } from './vat.ts';
