import type { ApiFetch, ApiRequestInit, ErrorBody } from '@atelier/contract/shared';
import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyResetCodeBody,
  VerifyResetCodeResponse,
  SavedAddress,
  SavedAddressInput,
  SavedAddressList,
  ChangePasswordBody,
  ChangePasswordResponse,
  UpdateUserBody,
  UserResponse,
} from '@atelier/contract/customers';
import type { AddToCartBody, CartResponse, RemoveFromCartBody, UpdateCartLineBody } from '@atelier/contract/cart';
import type {
  CategoriesResponse,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  CollectionResponse,
  CollectionsResponse,
  RandomItemsQuery,
  RandomItemsResponse,
  SuggestResponse,
} from '@atelier/contract/catalogue';
import type {
  CheckoutDraftResponse,
  CheckoutSessionBody,
  CheckoutSessionResponse,
  ShippingSettingsResponse,
} from '@atelier/contract/checkout';
import type { QuoteBody, QuoteResponse } from '@atelier/contract/discounts';
import type { ContactMessageInput, ContactResponse, NewsletterResponse, NewsletterSignup } from '@atelier/contract/messages';
import type { BackInStockResponse, BackInStockSignup } from '@atelier/contract/inventory';
import type { ReturnRequestInput } from '@atelier/contract/returns';
import type {
  VatReceipt,
  OrderActionResponse,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderSuccessResponse,
} from '@atelier/contract/orders';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    /** This response's Content-Security-Policy nonce (entry.server.tsx puts it on inline scripts). */
    cspNonce?: string;
    /** The store's configured public address (PUBLIC_URL, else where the server listens). */
    publicUrl: string;
  }
}

/** One API answer: the typed body of a 2xx, or whatever error body came; headers carry its cookies. */
export type ApiAnswer<T> = { status: number; headers: Headers } & ({ ok: true; body: T } | { ok: false; error: Partial<ErrorBody> });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body of a 2xx answer; any other answer throws ApiError. */
export function okBody<T>(answer: ApiAnswer<T>): T {
  if (answer.ok) return answer.body;
  throw new ApiError(answer.status, answer.error.code ?? 'ERROR', answer.error.message ?? `HTTP ${answer.status}`);
}

/** One API call; the endpoint functions below (and the admin's) give it its types. */
export async function call<T>(context: AppLoadContext, path: string, init?: ApiRequestInit): Promise<ApiAnswer<T>> {
  const res = await context.apiFetch(path, init);
  const json: unknown = await res.json().catch(() => ({}));
  const common = { status: res.status, headers: res.headers };
  return res.ok ? { ...common, ok: true, body: json as T } : { ...common, ok: false, error: (json ?? {}) as Partial<ErrorBody> };
}

/** A query string the API's zod schema parses back: lists as "a,b", everything else as text. */
export function query(values: Record<string, string | number | boolean | readonly string[] | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    p.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const seg = encodeURIComponent;
/** These calls act for no account, so they carry no session cookie (and need no CSRF token). */
const ANONYMOUS = { cookie: '' };

export type Out<S extends z.ZodType> = z.output<S>;
export type In<S extends z.ZodType> = z.input<S>;

/** Every API endpoint the pages use, typed by the contract's schemas (request in, response out). */
export const api = {
  user: {
    me: (c: AppLoadContext) => call<Out<typeof UserResponse>>(c, '/api/user'),
    update: (c: AppLoadContext, body: In<typeof UpdateUserBody>) => call<Out<typeof UserResponse>>(c, '/api/user', { method: 'PUT', body }),
    changePassword: (c: AppLoadContext, body: In<typeof ChangePasswordBody>) =>
      call<Out<typeof ChangePasswordResponse>>(c, '/api/user/change-password', { method: 'PUT', body }),
  },
  auth: {
    login: (c: AppLoadContext, body: In<typeof LoginBody>) =>
      call<Out<typeof AuthResponse>>(c, '/api/auth/login', { method: 'POST', body }),
    register: (c: AppLoadContext, body: In<typeof RegisterBody>) =>
      call<Out<typeof AuthResponse>>(c, '/api/auth/register', { method: 'POST', body }),
    forgotPassword: (c: AppLoadContext, body: In<typeof ForgotPasswordBody>) =>
      call<Out<typeof MessageResponse>>(c, '/api/auth/forgot-password', { method: 'POST', body }),
    verifyResetCode: (c: AppLoadContext, body: In<typeof VerifyResetCodeBody>) =>
      call<Out<typeof VerifyResetCodeResponse>>(c, '/api/auth/verify-reset-code', { method: 'POST', body }),
    resetPassword: (c: AppLoadContext, body: In<typeof ResetPasswordBody>) =>
      call<Out<typeof MessageResponse>>(c, '/api/auth/reset-password', { method: 'POST', body }),
    resendVerification: (c: AppLoadContext) => call<Out<typeof MessageResponse>>(c, '/api/auth/resend-verification', { method: 'POST' }),
    logout: (c: AppLoadContext) => call<Out<typeof MessageResponse>>(c, '/api/auth/logout', { method: 'POST' }),
  },
  catalogue: {
    list: (c: AppLoadContext, q: Partial<ItemListQuery>) => call<Out<typeof ItemListResponse>>(c, `/api/item${query(q)}`),
    product: (c: AppLoadContext, slug: string) => call<Out<typeof ItemDetailResponse>>(c, `/api/item/${seg(slug)}`),
    /** A shuffle of the catalogue. */
    random: (c: AppLoadContext, q: Partial<RandomItemsQuery>) =>
      call<Out<typeof RandomItemsResponse>>(c, `/api/item/random-items${query(q)}`),
    /** A second, independent shuffle (so two carousels on a page do not repeat each other). */
    random2: (c: AppLoadContext, q: Partial<RandomItemsQuery>) =>
      call<Out<typeof RandomItemsResponse>>(c, `/api/item/random-items2${query(q)}`),
    /** What the search panel offers while the shopper types (R19.5). */
    suggest: (c: AppLoadContext, q: string) => call<Out<typeof SuggestResponse>>(c, `/api/item/suggest${query({ q })}`),
    categories: (c: AppLoadContext) => call<Out<typeof CategoriesResponse>>(c, '/api/category/categories'),
    collections: (c: AppLoadContext) => call<Out<typeof CollectionsResponse>>(c, '/api/collection/collections'),
    collection: (c: AppLoadContext, slug: string) => call<Out<typeof CollectionResponse>>(c, `/api/collection/${seg(slug)}`),
  },
  cart: {
    get: (c: AppLoadContext) => call<Out<typeof CartResponse>>(c, '/api/cart'),
    add: (c: AppLoadContext, body: In<typeof AddToCartBody>) => call<Out<typeof CartResponse>>(c, '/api/cart', { method: 'POST', body }),
    update: (c: AppLoadContext, slug: string, body: In<typeof UpdateCartLineBody>) =>
      call<Out<typeof CartResponse>>(c, `/api/cart/${seg(slug)}`, { method: 'PUT', body }),
    remove: (c: AppLoadContext, body: In<typeof RemoveFromCartBody>) =>
      call<Out<typeof CartResponse>>(c, '/api/cart/remove', { method: 'POST', body }),
  },
  checkout: {
    shipping: (c: AppLoadContext) => call<Out<typeof ShippingSettingsResponse>>(c, '/api/payment/shipping'),
    createSession: (c: AppLoadContext, body: In<typeof CheckoutSessionBody>) =>
      call<Out<typeof CheckoutSessionResponse>>(c, '/api/payment/create-checkout-session', { method: 'POST', body }),
    orderBySession: (c: AppLoadContext, sessionId: string) =>
      call<Out<typeof OrderSuccessResponse>>(c, `/api/payment/order/by-session/${seg(sessionId)}`),
    /** The cart priced with a discount code and a delivery choice (R20.2, R20.10). */
    quote: (c: AppLoadContext, q: In<typeof QuoteBody>) => call<Out<typeof QuoteResponse>>(c, `/api/payment/quote${query(q)}`),
    /** What was typed in the last checkout that did not end in payment (R5.13). */
    draft: (c: AppLoadContext) => call<Out<typeof CheckoutDraftResponse>>(c, '/api/payment/checkout-draft'),
  },
  addresses: {
    list: (c: AppLoadContext) => call<Out<typeof SavedAddressList>>(c, '/api/account/addresses'),
    add: (c: AppLoadContext, body: In<typeof SavedAddressInput>) =>
      call<Out<typeof SavedAddress>>(c, '/api/account/addresses', { method: 'POST', body }),
    update: (c: AppLoadContext, id: string, body: In<typeof SavedAddressInput>) =>
      call<Out<typeof SavedAddress>>(c, `/api/account/addresses/${seg(id)}`, { method: 'PUT', body }),
    makeDefault: (c: AppLoadContext, id: string) =>
      call<Out<typeof SavedAddress>>(c, `/api/account/addresses/${seg(id)}/default`, { method: 'POST' }),
    remove: (c: AppLoadContext, id: string) =>
      call<Out<typeof MessageResponse>>(c, `/api/account/addresses/${seg(id)}`, { method: 'DELETE' }),
  },
  orders: {
    list: (c: AppLoadContext, q: Partial<OrderListQuery>) => call<Out<typeof OrderListResponse>>(c, `/api/order/paginated${query(q)}`),
    detail: (c: AppLoadContext, guid: string) => call<Out<typeof OrderDetailResponse>>(c, `/api/order/${seg(guid)}`),
    requestCancel: (c: AppLoadContext, guid: string) =>
      call<Out<typeof OrderActionResponse>>(c, `/api/order/cancel-request/${seg(guid)}`, { method: 'PUT' }),
    requestRefund: (c: AppLoadContext, guid: string) =>
      call<Out<typeof OrderActionResponse>>(c, `/api/order/refund-request/${seg(guid)}`, { method: 'POST' }),
    receipt: (c: AppLoadContext, guid: string) => call<Out<typeof VatReceipt>>(c, `/api/order/${seg(guid)}/receipt`),
    requestReturn: (c: AppLoadContext, guid: string, body: In<typeof ReturnRequestInput>) =>
      call<Out<typeof OrderActionResponse>>(c, `/api/order/return-request/${seg(guid)}`, { method: 'POST', body }),
  },
  backInStock: {
    // With the shopper's session, so a signed-in customer's own address is listed at once.
    request: (c: AppLoadContext, body: In<typeof BackInStockSignup>) =>
      call<Out<typeof BackInStockResponse>>(c, '/api/back-in-stock', { method: 'POST', body }),
  },
  contact: {
    send: (c: AppLoadContext, body: In<typeof ContactMessageInput>) =>
      call<Out<typeof ContactResponse>>(c, '/api/contact', { method: 'POST', headers: ANONYMOUS, body }),
  },
  newsletter: {
    subscribe: (c: AppLoadContext, body: In<typeof NewsletterSignup>) =>
      call<Out<typeof NewsletterResponse>>(c, '/api/newsletter', { method: 'POST', headers: ANONYMOUS, body }),
  },
};
