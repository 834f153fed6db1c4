// A server for the benchmark to load, in its own process so that autocannon does not share its
// event loop: BENCH_MODE=app is the real API on BENCH_DATABASE (production settings, no logger),
// BENCH_MODE=hello is Fastify's bare JSON hello-world, the yardstick for this machine.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

async function main() {
  const mode = process.env.BENCH_MODE;
  if (mode === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }
  const url = process.env.BENCH_DATABASE;
  if (mode !== 'app' || !url) throw new Error('BENCH_MODE=app|hello and BENCH_DATABASE are required');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    // Production requires a signing secret; a throwaway one is right for a benchmark.
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  });
  const database = await openDatabase({ url, poolMax: config.databasePoolMax });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

main().then(
  (app) => {
    const address = app.server.address();
    if (address && typeof address === 'object') process.stdout.write(`LISTENING ${address.port}\n`);
    process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
