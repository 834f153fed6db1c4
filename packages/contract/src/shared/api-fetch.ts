/** One in-process API request: what the web's loaders send, and what apps/api/src/web.ts carries out. */
export interface ApiRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** JSON-encoded, except bytes (an admin's upload), which go as they are. */
  body?: unknown;
}

/**
 * How a page's loader reaches the API: an in-process call through the same routes, validation
 * and auth as any client, carrying the shopper's cookies and address. No network hop.
 */
export type ApiFetch = (path: string, init?: ApiRequestInit) => Promise<Response>;
