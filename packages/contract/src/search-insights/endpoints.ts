import { SearchInsights, SearchInsightsQuery } from './search-insights.ts';
import { adminErrors, adminTags, endpoint } from '../shared/endpoint.ts';

// The search-insights endpoints, declared once: the API registers them, the web's client is typed by them.

export const searchInsights = endpoint({
  method: 'GET',
  path: '/api/admin/search-insights',
  tags: adminTags,
  summary: 'The most searched terms and the searches that found nothing, over 7 or 30 days (no personal data is kept)',
  query: SearchInsightsQuery,
  response: { 200: SearchInsights, ...adminErrors },
});
