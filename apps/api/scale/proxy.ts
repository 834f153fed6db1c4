/**
 * A small round-robin HTTP proxy, standing in for nginx in the scale tests: each request goes to
 * the next upstream; a refused connection (instance down) moves on to the next one, as nginx's
 * proxy_next_upstream error does. Answers carry x-upstream naming the instance that served them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface Proxy {
  url: string;
  /** How many answers each upstream gave. */
  served: Map<string, number>;
  close(): Promise<void>;
}

export async function startProxy(port: number, upstreams: Upstream[]): Promise<Proxy> {
  let next = 0;
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number): void {
    const up = upstreams[next++ % upstreams.length]!;
    const headers = {
      ...req.headers,
      'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '',
      'x-forwarded-proto': 'http',
    };
    const out = http.request({ host: '127.0.0.1', port: up.port, method: req.method, path: req.url, headers, agent }, (upRes) => {
      served.set(up.name, (served.get(up.name) ?? 0) + 1);
      res.writeHead(upRes.statusCode ?? 502, { ...upRes.headers, 'x-upstream': up.name });
      upRes.pipe(res);
      upRes.on('error', () => res.destroy());
    });
    out.on('error', (err: NodeJS.ErrnoException) => {
      // Nothing reached the instance: safe to try the next one, even for a POST.
      if (err.code === 'ECONNREFUSED' && tries < upstreams.length) return forward(req, body, res, tries + 1);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', 'x-upstream': up.name });
        res.end(JSON.stringify({ message: `Bad gateway: ${err.code ?? err.message}`, code: 'BAD_GATEWAY' }));
      } else res.destroy();
    });
    out.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 1));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
