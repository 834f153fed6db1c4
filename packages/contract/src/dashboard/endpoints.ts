import { DashboardResponse } from '../shared/admin.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The dashboard endpoints, declared once: the API registers them, the web's client is typed by them.

export const dashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  tags: adminTags,
  summary: 'Orders and revenue today and over 30 days, daily revenue, pending requests, low stock',
  response: { 200: DashboardResponse, ...adminErrors },
});
