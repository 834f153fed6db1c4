// The search-insights domain's public surface: what the API and the web may import from @atelier/contract/search-insights.
export { INSIGHT_PERIODS, normaliseSearchTerm, SEARCH_LOG_DAYS, SearchInsights, SearchInsightsQuery } from './search-insights.ts';
