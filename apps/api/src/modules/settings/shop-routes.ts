import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { settingsService } from './service.ts';

/** GET /api/shop-terms: what the storefront states about delivery, returns and the seller (R22.21). */
export const shopTermsModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = settingsService(db, config, clock);
  registerEndpoint(app, settingsEndpoints.shopTerms, () => settings.terms());
};
