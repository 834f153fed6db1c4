import { AdminOrder, AdminOrderParams, OwnerRefundBody, OwnerRefundQuoteBody, RefundQuote } from '../orders/admin-order.ts';
import { ErrorBody } from '../shared/errors.ts';
import { OrderActionResponse, OrderIdParams } from '../orders/order.ts';
import { RefundRequestInput, ReturnApproveBody, ReturnParams, ReturnRejectBody, ReturnRequestInput } from './return-schemas.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The returns endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['orders'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const ownerRefundQuote = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/refund-quote',
  tags: adminTags,
  summary:
    'What refunding these units of a shipped or delivered order (all that is left when none are named) would pay back, and what the order becomes; changes nothing',
  params: AdminOrderParams,
  body: OwnerRefundQuoteBody,
  response: { 200: RefundQuote, ...adminErrors },
});

export const ownerRefund = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/refund',
  tags: adminTags,
  summary:
    'Refund a shipped or delivered order, whole or chosen units, through the provider, restocking if asked, and mail the customer; 409 when the units are refunded already or the amount is no longer the one confirmed, 502 when the refund fails',
  params: AdminOrderParams,
  body: OwnerRefundBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const approveReturn = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/returns/:id/approve',
  tags: adminTags,
  summary:
    'Approve an item return: refund its paid share through the provider, restock if asked; 409 when already decided, 502 when the refund fails',
  params: ReturnParams,
  body: ReturnApproveBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const rejectReturn = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/returns/:id/reject',
  tags: adminTags,
  summary: 'Reject an item return with a note the customer is mailed; 409 when already decided',
  params: ReturnParams,
  body: ReturnRejectBody,
  response: { 200: AdminOrder, ...adminErrors },
});

export const requestRefund = endpoint({
  method: 'POST',
  path: '/api/order/refund-request/:id',
  tags,
  summary:
    'Ask for a refund of the whole order (Delivered within the return window, no Final Sale item), to the card or store credit; 409 with the reason otherwise',
  params: OrderIdParams,
  body: RefundRequestInput,
  response: { 200: OrderActionResponse, ...errors },
});

export const requestReturn = endpoint({
  method: 'POST',
  path: '/api/order/return-request/:id',
  tags,
  summary:
    'Return some items (within the return window after delivery; Final Sale and already returned units refused with 409), each with a reason',
  params: OrderIdParams,
  body: ReturnRequestInput,
  response: { 200: OrderActionResponse, ...errors },
});
