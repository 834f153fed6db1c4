import { z } from 'zod';
import { PageNumber } from '../shared/edge.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';

/** The owner's view of the shop's customers (R22.7). Amounts are integer pence. */

export const CustomerListQuery = z.object({
  page: PageNumber,
  /** Part of a name or email address. */
  q: z.string().trim().max(254).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

const Newsletter = z.enum(['subscribed', 'unsubscribed', 'never']);

export const CustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  createdAt: z.string(),
  orders: z.number().int(),
  lifetimeSpendPence: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerList = z
  .object({ customers: z.array(CustomerRow), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminCustomerList' });
export type CustomerList = z.infer<typeof CustomerList>;

export const CustomerDetail = z
  .object({
    customer: CustomerRow.extend({
      phoneNumber: z.string(),
      emailVerified: z.boolean(),
      role: z.enum(['customer', 'admin']),
      newsletter: Newsletter,
    }),
    orders: z.array(
      z.object({
        orderGuid: z.string(),
        orderNumber: z.string(),
        createdAt: z.string(),
        status: z.enum(ORDER_STATUSES),
        statusLabel: z.string(),
        totalPence: z.number().int(),
      }),
    ),
    /** The delivery addresses of their orders, newest first, each once. */
    addresses: z.array(z.object({ fullName: z.string(), lines: z.array(z.string()), phoneNumber: z.string(), lastUsed: z.string() })),
  })
  .meta({ id: 'AdminCustomerDetail' });
export type CustomerDetail = z.infer<typeof CustomerDetail>;
