import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import { addressService } from './address-service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';

/** /api/account/addresses: the address book of My Account and checkout (R20.15). */
export const addressModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = addressService(db, clock);
  const userId = async (req: Parameters<typeof requireSession>[0]) => (await requireSession(req)).user.id;

  registerEndpoint(app, customersEndpoints.addresses, { preHandler: requireAuth }, async (req) => ({
    addresses: await service.list(await userId(req)),
  }));
  registerEndpoint(app, customersEndpoints.addAddress, { preHandler: requireAuth }, async (req) =>
    service.add(await userId(req), req.body),
  );
  registerEndpoint(app, customersEndpoints.updateAddress, { preHandler: requireAuth }, async (req) =>
    service.update(await userId(req), req.params.id, req.body),
  );
  registerEndpoint(app, customersEndpoints.makeDefaultAddress, { preHandler: requireAuth }, async (req) =>
    service.makeDefault(await userId(req), req.params.id),
  );
  registerEndpoint(app, customersEndpoints.removeAddress, { preHandler: requireAuth }, async (req) => {
    await service.remove(await userId(req), req.params.id);
    return { message: 'Address deleted.' };
  });
};
