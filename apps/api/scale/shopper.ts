/** A shopper driving the shop over HTTP, as a browser would: a cookie jar, its own address, our Origin. */
import { randomBytes } from 'node:crypto';
import type { CheckoutSessionResponse } from '@atelier/contract/checkout';
import type { ErrorBody } from '@atelier/contract/shared';
// The same UK address the API's order tests check out with.
import { ADDRESS } from '../src/test/commerce.ts';

export const PASSWORD = 'Tweed-Jacket-42';
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' };

/** One answer; `json` is what the caller expects the body to be (undefined when it was not JSON). */
export interface Answer<T = unknown> {
  status: number;
  upstream: string;
  headers: Headers;
  text: string;
  json: T;
}

/** A checkout answers a session (200) or, when the stock ran out, an error (409). */
export type CheckoutAnswer = Answer<Partial<CheckoutSessionResponse & ErrorBody>>;

let ipCounter = 0;
/** A distinct client address per shopper (as the load balancer reports it), so per-IP limits never mix shoppers. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${randomBytes(1)[0]! % 200}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export class Shopper {
  readonly jar = new Map<string, string>();
  readonly email = `scale.${Date.now().toString(36)}.${randomBytes(4).toString('hex')}@example.co.uk`;
  readonly ip = nextIp();

  /**
   * `base`: where requests go (the proxy, or one instance directly; a test may switch it).
   * `origin`: the shop's public origin, sent as Origin (the CSRF guard compares it to PUBLIC_URL).
   */
  constructor(
    public base: string,
    readonly origin = base,
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, origin: this.origin, ...extra };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      payload = body.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, upstream: res.headers.get('x-upstream') ?? '', headers: res.headers, text, json: json as T };
  }

  async register(): Promise<Answer> {
    const res = await this.call('POST', '/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: this.email,
      password: PASSWORD,
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
    return res;
  }

  async addToCart(slug: string, variantGuid: string, count = 1): Promise<Answer> {
    const res = await this.call('POST', '/api/cart', { itemSlug: slug, itemCount: count, variantGuid });
    if (res.status !== 200) throw new Error(`add to cart: ${res.status} ${res.text}`);
    return res;
  }

  /** `extra`: a discount code, a delivery choice. */
  checkout(extra: Record<string, unknown> = {}): Promise<CheckoutAnswer> {
    return this.call('POST', '/api/payment/create-checkout-session', { shippingAddress: ADDRESS, orderNote: '', ...extra });
  }

  /** The hosted test payment page's form: 303 to the success page when paid. */
  pay(sessionId: string): Promise<Answer> {
    return this.call('POST', `/pay/test/${sessionId}`, new URLSearchParams(CARD));
  }
}
