import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import { productionWarnings, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { startMetricsServer } from './modules/catalogue/metrics-server.ts';
import { seedIfEmpty } from './seed/index.ts';
import { registerWeb } from './web.ts';

/** Opens the database, migrates, seeds on first start, serves API and pages on one port. */
export async function startServer(config: Config) {
  const logger = pino({ level: config.logLevel });
  for (const warning of productionWarnings(config)) logger.warn(warning);
  const releaseDataDir = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolMax: config.databasePoolMax,
  });
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database opened');
  await migrateDatabase(database, config.databaseUrl);
  if (config.seedDemo) await seedIfEmpty(database.db, logger);

  const app = await buildApp({ config, database, logger });
  const metrics = config.metrics && (await startMetricsServer(app, config.metrics));
  if (config.metrics) logger.info(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  await registerWeb(app, {
    mode: config.env === 'development' && process.env.ATELIER_WEB_DEV === '1' ? 'dev' : 'build',
    formOrigins: [new URL(config.publicUrl).origin, ...(config.stripe ? ['https://checkout.stripe.com'] : [])],
    publicUrl: config.publicUrl,
  });

  // SIGTERM (docker stop, a rolling deploy): stop accepting, let requests in flight finish, then
  // exit. A request that hangs past the grace period does not keep the process alive.
  let closing = false;
  // Requests whose handler has not answered yet, including those whose client already hung up:
  // their database work must finish before the pool closes.
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (req) => {
    inFlight.add(req);
  });
  app.addHook('onResponse', async (req) => {
    inFlight.delete(req);
  });
  // While draining, answers end their connection so keep-alive clients reconnect elsewhere.
  app.addHook('onSend', async (req, reply, payload) => {
    inFlight.delete(req);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      logger.warn({ graceSeconds: config.shutdownGraceSeconds }, 'requests still running after the grace period: exiting');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    timer.unref();
    // Stop listening and wait for the requests in flight with the app still open: pages call the
    // API in process (app.inject), which Fastify refuses once app.close() has begun.
    await stopListening(app.server, signal === 'SIGTERM' ? config.shutdownIdleSeconds * 1000 : 0);
    while (inFlight.size > 0) await new Promise((r) => setTimeout(r, 20));
    metrics?.close();
    await app.close();
    await database.close();
    releaseDataDir();
    logger.info('drained: bye');
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Atelier is open at ${config.publicUrl}`);
  return app;
}

/**
 * Stops accepting connections and resolves once every open one has ended.
 *
 * Idle keep-alive connections are left open for `idleMs` first. A proxy (nginx.conf) keeps a pool
 * of them and may send a request on one at the very moment this side closes it; the request is
 * then cut, and a POST so cut is never retried on the other instance. Left alone, the proxy closes
 * them itself after its own keep-alive timeout (which must be shorter than `idleMs`), or sends one
 * more request that is answered with `Connection: close`. Only then are stragglers closed.
 */
function stopListening(server: Server, idleMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    // http.Server.close() would close the idle connections at once: net.Server's only stops
    // accepting, and calls back when the last connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(sweep);
      resolve();
    });
    const closeIdle = () => {
      // A connection whose answer began before the signal goes idle later: close those as they
      // appear rather than waiting out the keep-alive timeout.
      server.closeIdleConnections();
      sweep = setTimeout(closeIdle, 50);
    };
    sweep = setTimeout(closeIdle, idleMs);
  });
}

/** Names the process that holds DATA_DIR's embedded database (npm run backup reads it too). */
export const PID_FILE = 'atelier.pid';

/**
 * PGlite is a database inside this process: a second server on the same folder would corrupt it.
 * The first one writes its pid in DATA_DIR; another refuses to start while that process lives.
 * Returns the release, for a clean shutdown (a crash leaves a stale file, which the next start
 * overwrites, since its process is gone).
 */
function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  const holder = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 0);
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processLives(holder)) {
    throw new Error(
      `Another Atelier server (pid ${holder}) is using the embedded database in ${dataDir}. PGlite serves one process: run several instances on PostgreSQL (DATABASE_URL), or stop the other one (if it no longer runs, delete ${file}).`,
    );
  }
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => fs.rmSync(file, { force: true });
}

function processLives(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
