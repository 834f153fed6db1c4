// The returns domain's public surface: what the API and the web may import from @atelier/contract/returns.
export {
  approvedUnits,
  type PlanLine,
  planOwnerRefund,
  type PlanReturn,
  refundableUnits,
  type RefundPlan,
  type RefundPlanInput,
} from './refunds-plan.ts';
export {
  allUnitsBack,
  paidPence,
  paidShare,
  refundFor,
  type RefundInput,
  type RefundLine,
  type ReturnedUnits,
  unitsLeft,
  unitsShareOf,
} from './refunds.ts';
export {
  EXCHANGE_HOLD_DAYS,
  EXCHANGE_PAYMENT_HOURS,
  EXCHANGE_STATE_LABELS,
  EXCHANGE_STATES,
  ExchangeOption,
  type ExchangeState,
  type ExchangeTerms,
  exchangeTerms,
  ReturnExchange,
} from './exchanges.ts';
export { OrderReturn, ReturnApproveBody, ReturnParams, ReturnRejectBody, ReturnRequestInput } from './return-schemas.ts';
export {
  heldUnits,
  lineReturnability,
  orderReturnBlockReason,
  RECORDED_RETURN_REASONS,
  type RecordedReturnReason,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnLineFacts,
  type ReturnOrderFacts,
  type ReturnReason,
  type ReturnStatus,
  SHOP_REFUND_REASON,
} from './returns.ts';
