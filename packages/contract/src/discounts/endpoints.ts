import { z } from 'zod';
import { AdminDiscount, AdminDiscountInput, AdminDiscountList, AdminDiscountParams } from './discount-schemas.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The discounts endpoints, declared once: the API registers them, the web's client is typed by them.

export const adminDiscounts = endpoint({
  method: 'GET',
  path: '/api/admin/discounts',
  tags: adminTags,
  summary: 'Discount codes with their uses (paid, and held by unpaid checkouts)',
  response: { 200: AdminDiscountList, ...adminErrors },
});

export const adminCreateDiscount = endpoint({
  method: 'POST',
  path: '/api/admin/discounts',
  tags: adminTags,
  summary: 'Create a discount code (409 when the code is taken)',
  body: AdminDiscountInput,
  response: { 200: AdminDiscount, ...adminErrors },
});

export const adminDiscount = endpoint({
  method: 'GET',
  path: '/api/admin/discounts/:guid',
  tags: adminTags,
  summary: 'One discount code',
  params: AdminDiscountParams,
  response: { 200: AdminDiscount, ...adminErrors },
});

export const adminUpdateDiscount = endpoint({
  method: 'PUT',
  path: '/api/admin/discounts/:guid',
  tags: adminTags,
  summary: 'Edit a discount code; orders keep the discount they were given',
  params: AdminDiscountParams,
  body: AdminDiscountInput,
  response: { 200: AdminDiscount, ...adminErrors },
});

export const adminSetDiscountActive = endpoint({
  method: 'POST',
  path: '/api/admin/discounts/:guid/active',
  tags: adminTags,
  summary: 'Deactivate (or reactivate) a discount code: an inactive code is unknown to shoppers',
  params: AdminDiscountParams,
  body: z.strictObject({ active: z.boolean() }),
  response: { 200: AdminDiscount, ...adminErrors },
});
