import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';
import { startMetricsServer } from './metrics-server.ts';

let t: TestContext;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '300' });
  await insertCatalogue(t.database.db, [
    { slug: 'linen-shirt', name: 'Linen Shirt', category: 'Shirts', gender: 'male', colour: 'Ecru', pricePence: 4500, stock: { M: 2 } },
  ]);
  server = await startMetricsServer(t.app, { port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('the metrics listener (METRICS_PORT)', () => {
  it("counts the answer cache's lookups, hits and drops in Prometheus' text format", async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/item/linen-shirt' });
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE atelier_catalogue_cache_hits_total counter');
    expect(text).toMatch(/^atelier_catalogue_cache_lookups_total 3$/m);
    expect(text).toMatch(/^atelier_catalogue_cache_hits_total 2$/m);
    expect(text).toMatch(/^atelier_catalogue_cache_dropped_total\{reason="product"\} 0$/m);
    expect(text).toMatch(/^atelier_catalogue_cache_entries 1$/m);
  });

  it('answers nothing else', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
