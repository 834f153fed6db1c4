import { LowStockList, PageQuery } from '../shared/admin.ts';
import { BackInStockDemand, BackInStockResponse, BackInStockSignup, BackInStockTokenQuery } from './back-in-stock-schemas.ts';
import { ErrorBody } from '../shared/errors.ts';
import { StockHistoryPage, StockHistoryParams, StockHistoryQuery } from './stock-history.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The inventory endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['back-in-stock'];

export const backInStockDemand = endpoint({
  method: 'GET',
  path: '/api/admin/back-in-stock',
  tags: adminTags,
  summary: 'Sizes shoppers are waiting for, most wanted first, with their stock',
  response: { 200: BackInStockDemand, ...adminErrors },
});

export const lowStock = endpoint({
  method: 'GET',
  path: '/api/admin/low-stock',
  tags: adminTags,
  summary:
    "Sizes at or under the owner's low-stock threshold: sold out but still selling first, then by days left at the last 28 days' pace; sold-out sizes with no recent sales counted apart",
  query: PageQuery,
  response: { 200: LowStockList, ...adminErrors },
});

export const stockHistory = endpoint({
  method: 'GET',
  path: '/api/admin/variants/:id/stock-history',
  tags: adminTags,
  summary: "A size's stock history: each change of its quantity with why, who and when, newest first (404 VARIANT_NOT_FOUND)",
  params: StockHistoryParams,
  query: StockHistoryQuery,
  response: { 200: StockHistoryPage, ...adminErrors },
});

export const requestBackInStock = endpoint({
  method: 'POST',
  path: '/api/back-in-stock',
  tags,
  summary:
    'Ask to be mailed once when a sold-out size is back: listed at once for a signed-in customer’s own address, otherwise after the mailed link is opened',
  body: BackInStockSignup,
  response: { 201: BackInStockResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
});

export const confirmBackInStock = endpoint({
  method: 'GET',
  path: '/api/back-in-stock/confirm',
  tags,
  summary: 'Confirm a request from the link in its mail; redirects to a page that says so',
  query: BackInStockTokenQuery,
  response: { 400: ErrorBody, 404: ErrorBody },
});

export const unsubscribeBackInStock = endpoint({
  method: 'GET',
  path: '/api/back-in-stock/unsubscribe',
  tags,
  summary: 'End a request from the link in any of its mails, without signing in; redirects to a page that says so',
  query: BackInStockTokenQuery,
  response: { 400: ErrorBody, 404: ErrorBody },
});
