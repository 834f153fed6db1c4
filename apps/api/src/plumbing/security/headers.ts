import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

type Directives = Record<string, Array<string | ((req: unknown, res: ServerResponse) => string)>>;

/** Anything that is not a page (JSON, images, the hosted payment page sets its own): nothing runs, nothing frames it. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** Swagger UI ships its own scripts and an inline style block; it gets its own, narrower exception. */
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

const nonces = new WeakMap<ServerResponse, string>();

/** This page's nonce (128 random bits), made on first use: helmet writes it into the policy, the page onto its scripts. */
export function pageNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

const nonceSource = (_req: unknown, res: ServerResponse) => `'nonce-${pageNonce(res)}'`;

/**
 * The storefront's policy, as the web route's helmet options. Scripts only from our origin or
 * carrying this response's nonce (React Router's inline hydration data and module loader get it
 * through ServerRouter). Style attributes stay allowed (React renders a few, and they cannot run
 * code); <style> elements need the nonce. Vite's dev server injects inline scripts and styles of
 * its own: no script policy there.
 */
export function pageHelmet(opts: { mode: 'build' | 'dev'; formOrigins?: string[] }): FastifyHelmetOptions {
  const directives: Directives =
    opts.mode === 'dev'
      ? { 'frame-ancestors': ["'none'"] }
      : {
          'default-src': ["'self'"],
          'script-src': ["'self'", nonceSource],
          'style-src': ["'self'", nonceSource],
          'style-src-attr': ["'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'", ...(opts.formOrigins ?? [])],
          'frame-ancestors': ["'none'"],
          'manifest-src': ["'self'"],
        };
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}

export interface SecurityOptions {
  config: Pick<Config, 'env' | 'corsOrigins'>;
}

/**
 * Headers every answer carries (docs/decisions/0006-production.md), through helmet: no sniffing,
 * no framing, a careful referrer, HSTS in production, a closed CSP unless the route sets its own;
 * and, through @fastify/cors, CORS on the API only for the origins named in CORS_ORIGINS.
 */
export const securityHeadersPlugin = fp<SecurityOptions>(
  async (app, { config }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Product images may be shown by other sites (mail clients, link previews).
      crossOriginResourcePolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    });

    if (config.corsOrigins.length === 0) return;
    // Bearer clients on another origin only (cookies are never honoured cross-site: no
    // Allow-Credentials, and the CSRF rule refuses them anyway); pages are never shared.
    await app.register(fastifyCors, {
      delegator: (request, callback) =>
        callback(null, {
          origin: request.url?.startsWith('/api/') ? config.corsOrigins : false,
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['authorization', 'content-type', 'x-cart-guid'],
          maxAge: 600,
        }),
    });
  },
  { name: 'atelier-security-headers' },
);
