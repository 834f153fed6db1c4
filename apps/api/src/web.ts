import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { repoRoot } from './config.ts';
import { newNonce, pageCsp } from './modules/security/headers.ts';

const webRoot = path.join(repoRoot, 'apps/web');
const buildDir = path.join(webRoot, 'build');

/**
 * How a page's loader reaches the API: an in-process call through the same routes, validation
 * and auth as any client, carrying the shopper's cookies and address. No network hop.
 */
export type ApiFetch = (path: string, init?: { method?: string; headers?: Record<string, string>; body?: unknown }) => Promise<Response>;

export interface WebOptions {
  /** 'build' serves apps/web/build (npm start); 'dev' runs Vite in middleware mode with HMR. */
  mode: 'build' | 'dev';
  /** Origins a page's form may end up at besides our own (a payment provider's hosted page). */
  formOrigins?: string[];
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  let getBuild: () => Promise<ServerBuild>;
  if (opts.mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const entry = path.join(buildDir, 'server/index.js');
    if (!fs.existsSync(entry)) throw new Error(`No storefront build at ${entry}: run npm run build`);
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    getBuild = async () => build;
    // Pages, scripts and styles go out gzip/brotli-compressed: uncompressed they triple the
    // storefront's first load (registered here, so it applies to the web routes below).
    await app.register(fastifyCompress, { threshold: 1024 });
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; anything else may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  await app.register(async (scope) => {
    // Form posts reach React Router's actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (req, reply) => {
        if (req.url.startsWith('/api/')) {
          return reply.status(404).send({ message: `No route for ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
        }
        const build = await getBuild();
        const handle = createRequestHandler(build, opts.mode === 'dev' ? 'development' : 'production');
        // Each page gets its own nonce; entry.server.tsx stamps it on every script React Router writes.
        const cspNonce = newNonce();
        const response = await handle(toWebRequest(req, reply), { apiFetch: apiFetchFor(app, req), cspNonce });
        // Vite's dev server injects inline scripts and styles of its own: no script policy there.
        reply.header('content-security-policy', opts.mode === 'dev' ? "frame-ancestors 'none'" : pageCsp(cspNonce, { formOrigins: opts.formOrigins }));
        return sendWebResponse(reply, response);
      },
    });
  });
}

function apiFetchFor(app: FastifyInstance, original: FastifyRequest): ApiFetch {
  return async (url, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    // origin/referer/x-csrf-token: the browser's own, so the CSRF rule (modules/auth/csrf.ts)
    // judges the real request. Never make x-csrf-token up from the cookie: that defeats the rule.
    for (const name of ['cookie', 'authorization', 'x-cart-guid', 'user-agent', 'accept-language', 'origin', 'referer', 'x-csrf-token']) {
      const v = original.headers[name];
      if (typeof v === 'string' && !(name in headers)) headers[name] = v;
    }
    // Bytes (an admin's image upload, re-encoded as multipart) go as they are, with the caller's content-type.
    const raw = init.body instanceof Uint8Array;
    const body = init.body === undefined ? undefined : raw ? Buffer.from(init.body as Uint8Array) : JSON.stringify(init.body);
    if (body !== undefined && !raw) headers['content-type'] = 'application/json';
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: body,
      remoteAddress: original.ip,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (Array.isArray(v)) v.forEach((x) => out.append(k, String(x)));
      else if (v !== undefined) out.set(k, String(v));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const controller = new AbortController();
  // Not req.raw's 'close': it fires as soon as a posted body has been read, which aborted every action.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req.body as Readable) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream));
}
