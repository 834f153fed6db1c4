import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });

/** /healthz: the process answers. /readyz: and the database does too. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: Health } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: { hide: true, response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const });
    }
  });
};
