import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOOKUP_MESSAGES } from '@atelier/contract/checkout';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import type { Config } from '../../config.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { idealPostcodes, LookupUnavailable } from './postcode-lookup.ts';

const MIN = 60_000;

/**
 * GET /api/address/lookup (R20.23): the addresses at a postcode, through the provider the owner
 * configured. Every lookup costs the owner a credit, so it is counted per client like the other
 * limited calls; the provider's key stays on the server.
 */
export const addressLookupRoutes: FastifyPluginAsync<{ config: Pick<Config, 'postcodeLookup'> }> = async (fastify, { config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = config.postcodeLookup ? idealPostcodes(config.postcodeLookup) : undefined;
  const limit = rateLimit({ name: 'postcode-lookup', perIp: { max: 30, windowMs: 15 * MIN }, address: () => undefined });
  registerEndpoint(app, checkoutEndpoints.addressLookupStatus, {}, async () => ({ available: !!provider }));
  registerEndpoint(app, checkoutEndpoints.addressLookup, { preHandler: limit }, async (req, reply) => {
    if (!provider) return reply.status(404).send({ message: LOOKUP_MESSAGES.LOOKUP_OFF, code: 'LOOKUP_OFF' });
    try {
      const addresses = await provider.lookup(req.query.postcode);
      if (!addresses?.length) return reply.status(404).send({ message: LOOKUP_MESSAGES.POSTCODE_NOT_FOUND, code: 'POSTCODE_NOT_FOUND' });
      return { addresses };
    } catch (err) {
      if (!(err instanceof LookupUnavailable)) throw err;
      req.log.warn({ err }, 'postcode lookup unavailable');
      return reply.status(503).send({ message: LOOKUP_MESSAGES.LOOKUP_UNAVAILABLE, code: 'LOOKUP_UNAVAILABLE' });
    }
  });
};
