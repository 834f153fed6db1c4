import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ApiFetch } from '@atelier/contract/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { repoRoot } from './config.ts';
import { foreignForm, foreignFormAnswer } from './plumbing/security/form-origin.ts';
import { pageHelmet, pageNonce } from './plumbing/security/headers.ts';

const webRoot = path.join(repoRoot, 'apps/web');
const buildDir = path.join(webRoot, 'build');

export interface WebOptions {
  /** 'build' serves apps/web/build (npm start); 'dev' runs Vite in middleware mode with HMR. */
  mode: 'build' | 'dev';
  /** Origins a page's form may end up at besides our own (a payment provider's hosted page). */
  formOrigins?: string[];
  /** The store's configured address, for absolute links (never the request's Host header). */
  publicUrl: string;
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  let getHandler: () => Promise<ReturnType<typeof createRequestHandler>>;
  if (opts.mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    // A new handler per request: Vite hands back a new build whenever a source file changes.
    getHandler = async () =>
      createRequestHandler((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild, 'development');
  } else {
    const entry = path.join(buildDir, 'server/index.js');
    if (!fs.existsSync(entry)) throw new Error(`No storefront build at ${entry}: run npm run build`);
    const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
    // One handler for the process: making one derives the route table and its matcher, which cost
    // about a millisecond of CPU on every page when it was made per request (docs/decisions/0054).
    const handler = createRequestHandler(build, 'production');
    getHandler = async () => handler;
    // Pages, scripts and styles go out gzip/brotli-compressed: uncompressed they triple the
    // storefront's first load (registered here, so it applies to the web routes below).
    await app.register(fastifyCompress, { threshold: 1024 });
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // Our cache-control alone: with send's own on, its max-age=0 replaced the one set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; anything else may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const publicOrigin = new URL(opts.publicUrl).origin;
  await app.register(async (scope) => {
    // Form posts reach React Router's actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    // Unknown API paths stay JSON 404s under the API's policy, rather than falling to the pages.
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/api/*',
      schema: { hide: true },
      handler: (req, reply) => reply.callNotFound(),
    });
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      // The page policy, with this response's nonce, instead of the API's closed one.
      helmet: pageHelmet({ mode: opts.mode, formOrigins: opts.formOrigins }),
      handler: async (req, reply) => {
        // A form from another address than PUBLIC_URL is told why, before its action runs (R22.23).
        const foreign = foreignForm(req.method, req.headers, publicOrigin);
        if (foreign) {
          const answer = foreignFormAnswer(foreign, new URL(req.url, 'http://x').pathname.endsWith('.data'));
          return reply.status(403).type(answer.contentType).send(answer.body);
        }
        const body = await formBody(req);
        if ('refused' in body) return reply.status(body.refused.status).send({ message: body.refused.message, code: body.refused.code });
        const handle = await getHandler();
        // Each page gets its own nonce; entry.server.tsx stamps it on every script React Router writes.
        const cspNonce = pageNonce(reply.raw);
        const response = await handle(toWebRequest(req, reply, body), {
          apiFetch: apiFetchFor(app, req),
          cspNonce,
          publicUrl: opts.publicUrl,
        });
        return sendWebResponse(reply, response);
      },
    });
  });
}

function apiFetchFor(app: FastifyInstance, original: FastifyRequest): ApiFetch {
  return async (url, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    // origin/referer/x-csrf-token: the browser's own, so the CSRF rule (plumbing/session/csrf.ts)
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

type PageBody = { body?: ReadableStream | Buffer | string; contentType?: string };
type FormBody = PageBody | { refused: { status: number; message: string; code: string } };

/**
 * Every page action reads a form, as a browser posts one. A post without any body is the empty form
 * a browser would send; any other kind of body, or a multipart body that does not parse, is refused
 * here with a 4xx rather than failing inside the action as a 500.
 */
async function formBody(req: FastifyRequest): Promise<FormBody> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  if (!(req.body instanceof Readable)) return { body: '', contentType: 'application/x-www-form-urlencoded' };
  const contentType = req.headers['content-type'] ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return { body: Readable.toWeb(req.body) as ReadableStream };
  if (type !== 'multipart/form-data') {
    return { refused: { status: 415, message: 'Pages take form posts only.', code: 'UNSUPPORTED_MEDIA_TYPE' } };
  }
  const bytes = Buffer.concat(await req.body.toArray());
  try {
    await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { refused: { status: 400, message: 'The form could not be read.', code: 'BAD_FORM' } };
  }
  return { body: bytes };
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply, form: PageBody): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  if (form.contentType) headers.set('content-type', form.contentType);
  const controller = new AbortController();
  // Not req.raw's 'close': it fires as soon as a posted body has been read, which aborted every action.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = form.body !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: form.body,
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
  return reply.send(Readable.fromWeb(res.body as NodeReadableStream));
}
