import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';

/**
 * GET /api/shop-terms: what the storefront states about delivery, returns and the seller (R22.21)
 * and the ways to pay (R12.10), from app.shopTermsCache (terms-cache.ts).
 */
export const shopTermsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, settingsEndpoints.shopTerms, () => app.shopTermsCache.get());
};
