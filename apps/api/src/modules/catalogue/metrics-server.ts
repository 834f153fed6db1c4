import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { catalogueCacheMetrics } from './cache-metrics.ts';

/**
 * GET /metrics in Prometheus' text format on a listener of its own (METRICS_PORT, on 127.0.0.1
 * unless METRICS_HOST says otherwise), so the counters never reach shoppers through the shop's
 * port or its load balancer. The caller closes it when the app stops.
 */
export async function startMetricsServer(app: FastifyInstance, { port, host }: { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(catalogueCacheMetrics(app.catalogueCache));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
