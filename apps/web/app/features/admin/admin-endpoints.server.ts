import type { AuditList, AuditQuery, DashboardResponse, MessageList, OkResponse, SubscriberList } from '@atelier/contract/admin';
import type {
  AdminCategoryInput,
  AdminCategoryList,
  AdminCategoryResponse,
  AdminCollectionInput,
  AdminCollectionList,
  AdminColourSiblingInput,
  AdminCollectionOrder,
  AdminCollectionResponse,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductResponse,
  AdminStyleInput,
  AdminStyleResponse,
} from '@atelier/contract/admin-catalogue';
import type {
  AdminImageAltInput,
  AdminImageOrder,
  AdminProductBulkInput,
  AdminProductBulkResult,
} from '@atelier/contract/admin-product-edits';
import type {
  AdminOrder,
  AdminOrderActionBody,
  AdminOrderList,
  AdminOrderListQuery,
  OrderAction,
  OwnerCancelBody,
  OwnerRefundBody,
  OwnerRefundQuoteBody,
  RefundQuote,
} from '@atelier/contract/admin-order';
import type { BackInStockDemand } from '@atelier/contract/back-in-stock-schemas';
import type { StockHistoryPage } from '@atelier/contract/inventory/stock-history';
import type { ReturnApproveBody, ReturnRejectBody } from '@atelier/contract/return-schemas';
import type { SynonymGroupInput, SynonymGroupResponse, SynonymGroupsResponse } from '@atelier/contract/search-schemas';
import type { AppLoadContext } from 'react-router';
import { call, query, seg, type In, type Out } from '~/lib/api-client.server';

/** A list's filters as the address bar had them: the API's schema judges the text. */
type RawQuery<Q> = Partial<Record<keyof Q, string>>;

/** One file re-sent as multipart/form-data (the API checks it by content). */
export interface Upload {
  bytes: Uint8Array;
  contentType: string;
}

export async function multipart(file: File, fields: Record<string, string> = {}): Promise<Upload> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', file, file.name || 'upload');
  const encoded = new Request('http://upload.local/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const A = '/api/admin';
type C = AppLoadContext;
const post = (u: Upload) => ({ method: 'POST', body: u.bytes, headers: { 'content-type': u.contentType } });

/** Every /api/admin endpoint the admin pages use, typed by the contract's schemas. */
export const adminApi = {
  dashboard: (c: C) => call<Out<typeof DashboardResponse>>(c, `${A}/dashboard`),
  products: {
    list: (c: C, q: RawQuery<AdminProductListQuery>) => call<Out<typeof AdminProductList>>(c, `${A}/products${query(q)}`),
    get: (c: C, id: string) => call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}`),
    /** A new style in all its colours at once (R17.8). */
    createStyle: (c: C, body: In<typeof AdminStyleInput>) =>
      call<Out<typeof AdminStyleResponse>>(c, `${A}/styles`, { method: 'POST', body }),
    update: (c: C, id: string, body: In<typeof AdminProductInput>) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}`, { method: 'PUT', body }),
    /** The same style in another colour (R17.6). */
    addColour: (c: C, id: string, body: In<typeof AdminColourSiblingInput>) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/colours`, { method: 'POST', body }),
    /** archive: off the storefront (kept for orders); restore: back on it. */
    move: (c: C, id: string, move: 'archive' | 'restore') =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/${move}`, { method: 'POST' }),
    addImage: (c: C, id: string, upload: Upload) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/images`, post(upload)),
    coverImage: (c: C, id: string, imageId: string) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/images/${seg(imageId)}/cover`, { method: 'POST' }),
    removeImage: (c: C, id: string, imageId: string) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/images/${seg(imageId)}`, { method: 'DELETE' }),
    /** Every image id of the product once, the cover first (R22.15). */
    orderImages: (c: C, id: string, body: In<typeof AdminImageOrder>) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/images/order`, { method: 'PUT', body }),
    describeImage: (c: C, id: string, imageId: string, body: In<typeof AdminImageAltInput>) =>
      call<Out<typeof AdminProductResponse>>(c, `${A}/products/${seg(id)}/images/${seg(imageId)}`, { method: 'PATCH', body }),
    /** One action on many products (R22.16). */
    bulk: (c: C, body: In<typeof AdminProductBulkInput>) =>
      call<Out<typeof AdminProductBulkResult>>(c, `${A}/products/bulk`, { method: 'POST', body }),
  },
  categories: {
    list: (c: C) => call<Out<typeof AdminCategoryList>>(c, `${A}/categories`),
    create: (c: C, body: In<typeof AdminCategoryInput>) =>
      call<Out<typeof AdminCategoryResponse>>(c, `${A}/categories`, { method: 'POST', body }),
    update: (c: C, id: string, body: In<typeof AdminCategoryInput>) =>
      call<Out<typeof AdminCategoryResponse>>(c, `${A}/categories/${seg(id)}`, { method: 'PUT', body }),
    setImage: (c: C, id: string, upload: Upload) =>
      call<Out<typeof AdminCategoryResponse>>(c, `${A}/categories/${seg(id)}/image`, post(upload)),
  },
  collections: {
    list: (c: C) => call<Out<typeof AdminCollectionList>>(c, `${A}/collections`),
    create: (c: C, body: In<typeof AdminCollectionInput>) =>
      call<Out<typeof AdminCollectionResponse>>(c, `${A}/collections`, { method: 'POST', body }),
    update: (c: C, id: string, body: In<typeof AdminCollectionInput>) =>
      call<Out<typeof AdminCollectionResponse>>(c, `${A}/collections/${seg(id)}`, { method: 'PUT', body }),
    reorder: (c: C, body: In<typeof AdminCollectionOrder>) =>
      call<Out<typeof AdminCollectionList>>(c, `${A}/collections/order`, { method: 'PUT', body }),
    setImage: (c: C, id: string, upload: Upload) =>
      call<Out<typeof AdminCollectionResponse>>(c, `${A}/collections/${seg(id)}/image`, post(upload)),
    remove: (c: C, id: string) => call<Out<typeof OkResponse>>(c, `${A}/collections/${seg(id)}`, { method: 'DELETE' }),
  },
  orders: {
    list: (c: C, q: RawQuery<AdminOrderListQuery>) => call<Out<typeof AdminOrderList>>(c, `${A}/orders${query(q)}`),
    get: (c: C, guid: string) => call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}`),
    act: (c: C, guid: string, action: OrderAction, body: In<typeof AdminOrderActionBody>) =>
      call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}/${action}`, { method: 'POST', body }),
    approveReturn: (c: C, guid: string, id: string, body: In<typeof ReturnApproveBody>) =>
      call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}/returns/${seg(id)}/approve`, { method: 'POST', body }),
    rejectReturn: (c: C, guid: string, id: string, body: In<typeof ReturnRejectBody>) =>
      call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}/returns/${seg(id)}/reject`, { method: 'POST', body }),
    /** The owner's own cancellation and refunds (R22.17, R22.18). */
    cancel: (c: C, guid: string, body: In<typeof OwnerCancelBody>) =>
      call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}/cancel`, { method: 'POST', body }),
    refundQuote: (c: C, guid: string, body: In<typeof OwnerRefundQuoteBody>) =>
      call<Out<typeof RefundQuote>>(c, `${A}/orders/${seg(guid)}/refund-quote`, { method: 'POST', body }),
    refund: (c: C, guid: string, body: In<typeof OwnerRefundBody>) =>
      call<Out<typeof AdminOrder>>(c, `${A}/orders/${seg(guid)}/refund`, { method: 'POST', body }),
  },
  backInStock: { demand: (c: C) => call<Out<typeof BackInStockDemand>>(c, `${A}/back-in-stock`) },
  /** A size's stock history, newest first (R3.16). */
  stockHistory: (c: C, variantId: string, page: string) =>
    call<Out<typeof StockHistoryPage>>(c, `${A}/variants/${seg(variantId)}/stock-history${query({ page })}`),
  subscribers: { list: (c: C, page: string) => call<Out<typeof SubscriberList>>(c, `${A}/subscribers${query({ page })}`) },
  messages: {
    list: (c: C, page: string) => call<Out<typeof MessageList>>(c, `${A}/messages${query({ page })}`),
    markHandled: (c: C, id: string, handled: boolean) =>
      call<Out<typeof OkResponse>>(c, `${A}/messages/${seg(id)}/handled`, { method: 'POST', body: { handled } }),
  },
  synonyms: {
    list: (c: C) => call<Out<typeof SynonymGroupsResponse>>(c, `${A}/search-synonyms`),
    create: (c: C, body: In<typeof SynonymGroupInput>) =>
      call<Out<typeof SynonymGroupResponse>>(c, `${A}/search-synonyms`, { method: 'POST', body }),
    update: (c: C, id: string, body: In<typeof SynonymGroupInput>) =>
      call<Out<typeof SynonymGroupResponse>>(c, `${A}/search-synonyms/${seg(id)}`, { method: 'PUT', body }),
    remove: (c: C, id: string) => call<Out<typeof OkResponse>>(c, `${A}/search-synonyms/${seg(id)}`, { method: 'DELETE' }),
  },
  audit: { list: (c: C, q: RawQuery<AuditQuery>) => call<Out<typeof AuditList>>(c, `${A}/audit${query(q)}`) },
};
