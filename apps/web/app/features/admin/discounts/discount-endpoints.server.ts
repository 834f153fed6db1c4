import type { AdminDiscount, AdminDiscountInput, AdminDiscountList } from '@atelier/contract/discounts';
import type { AppLoadContext } from 'react-router';
import { call, seg, type In, type Out } from '~/lib/api-client.server.ts';

const A = '/api/admin/discounts';
type C = AppLoadContext;

/** The /api/admin/discounts endpoints (R20.1). */
export const discountApi = {
  list: (c: C) => call<Out<typeof AdminDiscountList>>(c, A),
  create: (c: C, body: In<typeof AdminDiscountInput>) => call<Out<typeof AdminDiscount>>(c, A, { method: 'POST', body }),
  update: (c: C, guid: string, body: In<typeof AdminDiscountInput>) =>
    call<Out<typeof AdminDiscount>>(c, `${A}/${seg(guid)}`, { method: 'PUT', body }),
  setActive: (c: C, guid: string, active: boolean) =>
    call<Out<typeof AdminDiscount>>(c, `${A}/${seg(guid)}/active`, { method: 'POST', body: { active } }),
};
