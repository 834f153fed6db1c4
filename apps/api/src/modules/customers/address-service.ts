import { MAX_ADDRESSES, type SavedAddress, type SavedAddressInput } from '@atelier/contract/customers';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { addressRepository, type AddressRow } from './address-repository.ts';

const NOT_FOUND = 'Address not found.';

function view(r: AddressRow): SavedAddress {
  return {
    id: r.guid,
    firstName: r.firstName,
    lastName: r.lastName,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    city: r.city,
    postcode: r.postcode,
    phoneNumber: r.phoneNumber,
    isDefault: r.isDefault,
  };
}

/** My Account's address book (R20.15-R20.17), always scoped to the signed-in owner. */
export function addressService(db: Db, clock: Clock) {
  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return (await addressRepository(db).list(userId)).map(view);
    },

    /** The first address saved becomes the default; asking for default moves it here. */
    async add(userId: number, input: SavedAddressInput): Promise<SavedAddress> {
      return inTransaction(db, async (tx) => {
        const repo = addressRepository(tx);
        const count = await repo.count(userId);
        if (count >= MAX_ADDRESSES)
          throw conflict(`You can save up to ${MAX_ADDRESSES} addresses. Please delete one first.`, 'TOO_MANY_ADDRESSES');
        const isDefault = input.isDefault || count === 0;
        if (isDefault) await repo.clearDefault(userId);
        return view(await repo.insert(userId, { ...input, isDefault }, clock.now()));
      });
    },

    async update(userId: number, id: string, input: SavedAddressInput): Promise<SavedAddress> {
      return inTransaction(db, async (tx) => {
        const repo = addressRepository(tx);
        const current = await repo.find(userId, id);
        if (!current) throw notFound(NOT_FOUND);
        // Unticking the default keeps it: a book with addresses always has one default.
        const isDefault = input.isDefault || current.isDefault;
        if (input.isDefault && !current.isDefault) await repo.clearDefault(userId);
        return view((await repo.update(userId, id, { ...input, isDefault, updatedAt: clock.now() }))!);
      });
    },

    async makeDefault(userId: number, id: string): Promise<SavedAddress> {
      return inTransaction(db, async (tx) => {
        const repo = addressRepository(tx);
        if (!(await repo.find(userId, id))) throw notFound(NOT_FOUND);
        await repo.clearDefault(userId);
        return view((await repo.update(userId, id, { isDefault: true, updatedAt: clock.now() }))!);
      });
    },

    async remove(userId: number, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const repo = addressRepository(tx);
        const gone = await repo.remove(userId, id);
        if (!gone) throw notFound(NOT_FOUND);
        if (gone.isDefault) await repo.promoteOldest(userId);
      });
    },
  };
}
