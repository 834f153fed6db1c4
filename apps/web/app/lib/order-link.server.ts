import type { AppLoadContext } from 'react-router';
import { ORDER_LINK_COOKIE, ORDER_LINK_HEADER } from '@atelier/contract/orders';
import { TERMS_COOKIE } from './terms-accepted.ts';

/** A day: the checkout's link lives as long; a mailed link is set again each time it is opened. */
const MAX_AGE_SECONDS = 24 * 3600;

/** Cookie names of the request's Cookie header, read without a library (the values are URL-safe tokens). */
function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * The guest order link this browser holds (R5.15): kept HttpOnly by the storefront, handed to the
 * API in its header (never as a cookie the API would trust, so no cross-site form can use it).
 */
export function orderLinkOf(request: Request): string | undefined {
  const v = cookieValue(request, ORDER_LINK_COOKIE);
  return v && v.length <= 2048 ? v : undefined;
}

export const orderLinkHeaders = (token: string) => ({ [ORDER_LINK_HEADER]: token });

/** Set-Cookie for a link: HttpOnly, SameSite=Lax, Secure when the shop is served over https. */
export function orderLinkCookie(context: AppLoadContext, token: string | null): string {
  const secure = context.publicUrl.startsWith('https:') ? '; Secure' : '';
  const value = token === null ? '=; Max-Age=0' : `=${encodeURIComponent(token)}; Max-Age=${MAX_AGE_SECONDS}`;
  return `${ORDER_LINK_COOKIE}${value}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The terms were ticked in this visit, on the cart or at checkout (R5.19). */
export const termsAccepted = (request: Request) => cookieValue(request, TERMS_COOKIE) === '1';
