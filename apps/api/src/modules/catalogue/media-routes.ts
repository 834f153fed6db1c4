import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RENDITION_WIDTHS } from '@atelier/contract/catalogue';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaRepository } from './media-repository.ts';
import { mediaService } from './media-service.ts';

const Params = z.object({
  id: z.uuid(),
  file: z
    .string()
    .regex(/^\d{2,4}\.webp$/, 'must be <width>.webp')
    .transform((f) => Number.parseInt(f, 10))
    .refine((w) => (RENDITION_WIDTHS as readonly number[]).includes(w), `width must be one of ${RENDITION_WIDTHS.join(', ')}`),
});

export const mediaRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = mediaService(mediaRepository(db));
  app.get('/media/:id/:file', { schema: { hide: true, params: Params } }, async (req, reply) => {
    const bytes = await service.rendition(req.params.id, req.params.file);
    if (!bytes) throw notFound('No such image');
    // Image ids never change content, so browsers and proxies may keep them for good.
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
};
