import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, newShopper, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOME = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Analytical Row',
  addressLine2: '',
  city: 'London',
  postcode: 'sw1a1aa',
  phoneNumber: '07700 900123',
};
const WORK = { ...HOME, addressLine1: '1 Engine Yard', city: 'Manchester', postcode: 'M1 1AE' };

const call = (s: Shopper | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/account/addresses${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('address book (R20.15-R20.17)', () => {
  it('adds, edits, makes default and deletes; the first address is the default and postcodes are normalised', async () => {
    const s = await newShopper(t.app);
    const home = (await call(s, 'POST', '', HOME)).json();
    expect(home).toMatchObject({ postcode: 'SW1A 1AA', isDefault: true });
    const work = (await call(s, 'POST', '', WORK)).json();
    expect(work.isDefault).toBe(false);

    expect((await call(s, 'POST', `/${work.id}/default`)).json().isDefault).toBe(true);
    let list = (await call(s, 'GET', '')).json().addresses;
    expect(list.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);

    const edited = await call(s, 'PUT', `/${home.id}`, { ...HOME, addressLine2: 'Flat 2' });
    expect(edited.json()).toMatchObject({ addressLine2: 'Flat 2', isDefault: false });

    // Deleting the default hands it to the oldest address left.
    expect((await call(s, 'DELETE', `/${work.id}`)).json()).toEqual({ message: 'Address deleted.' });
    list = (await call(s, 'GET', '')).json().addresses;
    expect(list).toEqual([expect.objectContaining({ id: home.id, isDefault: true })]);
  });

  it('validates like checkout: a bad postcode, phone or city is a 400 naming the problem, and nothing is saved', async () => {
    const s = await newShopper(t.app);
    for (const [field, value, text] of [
      ['postcode', 'NOT A CODE', 'Please enter a valid UK postcode'],
      ['phoneNumber', '12', 'Please enter a UK phone number'],
      ['city', ' ', 'Please enter your town or city.'],
      ['firstName', '', 'Please enter your first name.'],
    ]) {
      const res = await call(s, 'POST', '', { ...HOME, [field as string]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining(text as string) });
    }
    expect((await call(s, 'GET', '')).json().addresses).toEqual([]);
  });

  it("is scoped to its owner: another user's address id answers 404 to read, edit, default and delete", async () => {
    const owner = await newShopper(t.app);
    const other = await newShopper(t.app);
    const mine = (await call(owner, 'POST', '', HOME)).json();
    expect((await call(other, 'GET', '')).json().addresses).toEqual([]);
    for (const res of [
      await call(other, 'PUT', `/${mine.id}`, WORK),
      await call(other, 'POST', `/${mine.id}/default`),
      await call(other, 'DELETE', `/${mine.id}`),
      await call(owner, 'DELETE', '/not-a-guid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Address not found.', code: 'NOT_FOUND' });
    }
    expect((await call(owner, 'GET', '')).json().addresses).toEqual([
      expect.objectContaining({ id: mine.id, addressLine1: HOME.addressLine1 }),
    ]);
    expect((await call(undefined, 'GET', '')).statusCode).toBe(401);
  });
});
