import { z } from 'zod';
import { AdminOrderListQuery, AdminOrderParams } from '../orders/admin-order.ts';
import { OrderNoteBody, OrderNotes, PackingSlip } from './packing-slip.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The fulfilment endpoints, declared once: the API registers them, the web's client is typed by them.

export const exportOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders/export',
  tags: adminTags,
  summary: "The orders the list's filters find as CSV: one line per order line, amounts in pounds, UTF-8 with BOM",
  query: AdminOrderListQuery.omit({ page: true }),
  response: { 200: z.string(), ...adminErrors },
});

export const orderNotes = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:guid/notes',
  tags: adminTags,
  summary: 'Internal notes on an order, oldest first',
  params: AdminOrderParams,
  response: { 200: OrderNotes, ...adminErrors },
});

export const addOrderNote = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:guid/notes',
  tags: adminTags,
  summary: 'Add an internal note to an order (never shown to the customer)',
  params: AdminOrderParams,
  body: OrderNoteBody,
  response: { 200: OrderNotes, ...adminErrors },
});

export const packingSlip = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:guid/packing-slip',
  tags: adminTags,
  summary: 'What to pack and where it goes: lines by SKU, size and colour, the delivery address, the shop details',
  params: AdminOrderParams,
  response: { 200: PackingSlip, ...adminErrors },
});
