import {
  AdminOrder,
  AdminOrderActionBody,
  AdminOrderActionParams,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
  ApproveMoneyBody,
  GoodwillRefundBody,
  OwnerCancelBody,
} from './admin-order.ts';
import { ErrorBody } from '../shared/errors.ts';
import { OrderActionResponse, OrderDetailResponse, OrderIdParams, OrderListQuery, OrderListResponse } from './order.ts';
import { VatReceipt } from './vat-receipt-schemas.ts';
import { ClaimOrderBody, OrderLookupBody } from './guest-orders.ts';
import { CheckoutReminderFigures, ReminderLinkQuery, ReminderUnsubscribed, RestoredBasket } from './checkout-reminders.ts';
import { AuthResponse, MessageResponse } from '../customers/auth.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The orders endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['orders'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const ownerCancelOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/cancel',
  tags: adminTags,
  summary:
    'Cancel a paid order not shipped yet (Waiting, Processing): refund everything paid through the provider, put the stock back, mail the customer the reason; 409 once it has moved on, 502 when the refund fails',
  params: AdminOrderParams,
  body: OwnerCancelBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const approveCancel = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/approve-cancel',
  tags: adminTags,
  summary:
    "Approve a customer's cancellation request: refund the confirmed amount (everything left) through the provider, put the stock back, mail the customer; 409 when the amount is no longer the one confirmed or the request is gone, 502 when the refund fails",
  params: AdminOrderParams,
  body: ApproveMoneyBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const approveRefund = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/approve-refund',
  tags: adminTags,
  summary:
    "Approve a customer's whole-order refund request: refund the confirmed amount through the provider, mail the customer; 409 when the amount is no longer the one confirmed, 502 when the refund fails",
  params: AdminOrderParams,
  body: ApproveMoneyBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const goodwillRefund = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/goodwill-refund',
  tags: adminTags,
  summary:
    "Refund another amount than any items' share, with a reason (a goodwill gesture), through the provider; 409 over what is left to refund or before the parcel has left, 502 when the refund fails",
  params: AdminOrderParams,
  body: GoodwillRefundBody,
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const adminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  tags: adminTags,
  summary: 'Orders, newest first, by status and order number or customer email',
  query: AdminOrderListQuery,
  response: { 200: AdminOrderList, ...adminErrors },
});

export const adminOrder = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:guid',
  tags: adminTags,
  summary: 'One order with its customer, timeline and the moves it allows',
  params: AdminOrderParams,
  response: { 200: AdminOrder, ...adminErrors },
});

export const adminOrderAction = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/:action',
  tags: adminTags,
  summary: 'Move an order (shop rules R6.2): process, ship, deliver, decline-cancel, reject-refund; 409 when not allowed',
  params: AdminOrderActionParams,
  body: AdminOrderActionBody.optional(),
  response: { 200: AdminOrder, ...adminErrors, 502: ErrorBody },
});

export const myOrders = endpoint({
  method: 'GET',
  path: '/api/order/paginated',
  tags,
  summary: 'Order history, newest first (5 a page by default); unpaid checkouts never appear',
  query: OrderListQuery,
  response: { 200: OrderListResponse, ...errors },
});

export const myOrder = endpoint({
  method: 'GET',
  path: '/api/order/:id',
  tags,
  summary: 'One order by its orderGuid, with its status history',
  params: OrderIdParams,
  response: { 200: OrderDetailResponse, ...errors },
});

export const requestCancel = endpoint({
  method: 'PUT',
  path: '/api/order/cancel-request/:id',
  tags,
  summary: 'Ask to cancel (Waiting or Processing, no Final Sale item); 409 with the reason otherwise',
  params: OrderIdParams,
  response: { 200: OrderActionResponse, ...errors },
});

export const receipt = endpoint({
  method: 'GET',
  path: '/api/order/:id/receipt',
  tags,
  summary: 'The VAT receipt of a paid order (amounts in pence), with a credit note for what was refunded',
  params: OrderIdParams,
  response: { 200: VatReceipt, ...errors },
});

export const orderLookup = endpoint({
  method: 'POST',
  path: '/api/order-lookup',
  tags,
  summary: 'Find an order again by email address and order number: the link to it is emailed, the answer is the same either way',
  description:
    'Rate-limited per client and per address (429). A match mails a signed link that opens that order only; no match mails nothing. The answer never says which.',
  body: OrderLookupBody,
  response: { 202: MessageResponse, 400: ErrorBody, 429: ErrorBody },
});

export const claimGuestOrder = endpoint({
  method: 'POST',
  path: '/api/order-link/claim',
  tags,
  summary:
    "Turn a guest into a customer with a password: the order's address becomes an account that owns the order, and the caller is signed in",
  description:
    "Needs the order's link token in the x-order-link header: the checkout's (the order just paid is attached) or a mailed link's (every guest order of the address is attached and the address counts as confirmed). 409 ACCOUNT_EXISTS when the address has an account: sign in instead.",
  body: ClaimOrderBody,
  response: { 201: AuthResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
});

export const restoreBasket = endpoint({
  method: 'GET',
  path: '/api/checkout-reminders/restore',
  tags,
  summary:
    "Put a reminded checkout's lines back in the caller's cart (the link in a checkout reminder): prices as they are now, stock checked",
  description:
    'The signed token names the checkout and its address; no sign-in is needed. A guest gets a cart cookie, a signed-in customer their own cart. 404 BAD_REMINDER_LINK for a bad or expired link.',
  query: ReminderLinkQuery,
  response: { 200: RestoredBasket, 400: ErrorBody, 404: ErrorBody },
});

export const unsubscribeReminders = endpoint({
  method: 'GET',
  path: '/api/checkout-reminders/unsubscribe',
  tags,
  summary: "Stop every future checkout reminder to the link's address, in one click and without signing in",
  query: ReminderLinkQuery,
  response: { 200: ReminderUnsubscribed, 400: ErrorBody, 404: ErrorBody },
});

export const checkoutReminderFigures = endpoint({
  method: 'GET',
  path: '/api/admin/checkout-reminders',
  tags: adminTags,
  summary: 'Checkout reminders sent over the last 30 days, baskets restored, orders recovered and their takings, opt-outs',
  response: { 200: CheckoutReminderFigures, ...adminErrors },
});
