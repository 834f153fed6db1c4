import { AddToCartBody, CartResponse, CartSlugParams, RemoveFromCartBody, UpdateCartLineBody } from './cart.ts';
import { ErrorBody } from '../shared/errors.ts';
import { endpoint } from '../shared/endpoint.ts';

// The cart endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['cart'];
const identified = 'The cart of the signed-in user, or the guest cart named by x-cart-guid or the atelier_cart cookie.';
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const cart = endpoint({
  method: 'GET',
  path: '/api/cart',
  tags,
  summary: 'The cart (reading never creates one: guid is null until the first line)',
  description: identified,
  response: { 200: CartResponse, ...errors },
});

export const addToCart = endpoint({
  method: 'POST',
  path: '/api/cart',
  tags,
  summary: 'Add a line (or add to it); the cart is created on first use',
  description: `${identified} unitPrice and totalPrice are accepted and ignored: prices come from the catalogue. Quantities are clamped to stock.`,
  body: AddToCartBody,
  response: { 200: CartResponse, ...errors },
});

export const updateCartLine = endpoint({
  method: 'PUT',
  path: '/api/cart/:slug',
  tags,
  summary: "Set a line's quantity (clamped to stock)",
  description: identified,
  params: CartSlugParams,
  body: UpdateCartLineBody,
  response: { 200: CartResponse, ...errors },
});

export const removeFromCart = endpoint({
  method: 'POST',
  path: '/api/cart/remove',
  tags,
  summary: 'Remove a line',
  description: identified,
  body: RemoveFromCartBody,
  response: { 200: CartResponse, ...errors },
});
