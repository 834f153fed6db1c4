import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

/** Anything that is not a page (JSON, images, the hosted payment page sets its own): nothing runs, nothing frames it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The storefront's policy. Scripts only from our origin or carrying this response's nonce (React
 * Router's inline hydration data and module loader get it through ServerRouter). Style attributes
 * stay allowed (React renders a few, and they cannot run code); <style> elements need the nonce.
 */
export function pageCsp(nonce: string, opts: { formOrigins?: string[] } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${opts.formOrigins?.length ? ` ${opts.formOrigins.join(' ')}` : ''}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** A fresh nonce per page: 128 random bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/** Swagger UI ships its own scripts and an inline style block; it gets its own, narrower exception. */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

export interface SecurityOptions {
  config: Pick<Config, 'env' | 'corsOrigins'>;
}

/**
 * Headers every answer carries (docs/decisions/0006-production.md): no sniffing, no framing, a
 * careful referrer, HSTS in production, a closed CSP unless the route set its own, and CORS only
 * for the origins named in CORS_ORIGINS.
 */
export const securityHeadersPlugin = fp<SecurityOptions>(
  async (app, { config }) => {
    const allowed = new Set(config.corsOrigins);

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin) || !request.url.startsWith('/api/')) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      // Preflight: Bearer clients on another origin (cookies are never honoured cross-site: no
      // Allow-Credentials, and the CSRF rule refuses them anyway).
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        return reply
          .status(204)
          .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
          .header('access-control-allow-headers', 'authorization, content-type, x-cart-guid')
          .header('access-control-max-age', '600')
          .send();
      }
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      if (config.env === 'production') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', request.url.startsWith('/api/docs') ? DOCS_CSP : API_CSP);
      }
      return payload;
    });
  },
  { name: 'atelier-security-headers' },
);
