import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressIdParams, SavedAddress, SavedAddressInput, SavedAddressList } from '@atelier/contract/customers';
import { ErrorBody } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import { addressService } from './address-service.ts';

const tags = ['account'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const scoped = "The signed-in user's own addresses only: another user's address id answers 404.";

/** /api/account/addresses: the address book of My Account and checkout (R20.15). */
export const addressModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = addressService(db, clock);
  const userId = async (req: Parameters<typeof requireSession>[0]) => (await requireSession(req)).user.id;

  app.get(
    '/account/addresses',
    {
      preHandler: requireAuth,
      schema: { tags, summary: 'Saved addresses, the default first', description: scoped, response: { 200: SavedAddressList, ...errors } },
    },
    async (req) => ({ addresses: await service.list(await userId(req)) }),
  );
  app.post(
    '/account/addresses',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Save an address (the first one becomes the default)',
        body: SavedAddressInput,
        response: { 200: SavedAddress, ...errors },
      },
    },
    async (req) => service.add(await userId(req), req.body),
  );
  app.put(
    '/account/addresses/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Edit a saved address',
        description: scoped,
        params: AddressIdParams,
        body: SavedAddressInput,
        response: { 200: SavedAddress, ...errors },
      },
    },
    async (req) => service.update(await userId(req), req.params.id, req.body),
  );
  app.post(
    '/account/addresses/:id/default',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Make a saved address the default',
        description: scoped,
        params: AddressIdParams,
        response: { 200: SavedAddress, ...errors },
      },
    },
    async (req) => service.makeDefault(await userId(req), req.params.id),
  );
  app.delete(
    '/account/addresses/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Delete a saved address (if it was the default, the oldest left becomes the default)',
        description: scoped,
        params: AddressIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await service.remove(await userId(req), req.params.id);
      return { message: 'Address deleted.' };
    },
  );
};
