import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { orderLinkTokens } from './order-link-token.ts';
import { reminderLinkTokens } from './reminder-link-token.ts';

const key = randomBytes(32);
const claims = { orderGuid: '7f1c2d9e-0000-4000-8000-000000000001', email: 'ada@example.co.uk' };

describe('signed links in mails', () => {
  it('open only as their own kind: an order link is no reminder link, and the reverse', async () => {
    const clock = new ManualClock();
    const orders = orderLinkTokens({ key, clock });
    const reminders = reminderLinkTokens({ key, clock });
    const orderLink = await orders.sign({ ...claims, purpose: 'mail' });
    const restore = await reminders.sign({ ...claims, purpose: 'restore' });
    expect(await orders.verify(orderLink)).toEqual({ ...claims, purpose: 'mail' });
    expect(await reminders.verify(restore, 'restore')).toEqual({ ...claims, purpose: 'restore' });
    expect(await reminders.verify(orderLink, 'restore')).toBeUndefined();
    expect(await orders.verify(restore)).toBeUndefined();
  });

  it('a restore link never unsubscribes, and each purpose lapses at its own time', async () => {
    const clock = new ManualClock();
    const reminders = reminderLinkTokens({ key, clock });
    const orders = orderLinkTokens({ key, clock });
    const restore = await reminders.sign({ ...claims, purpose: 'restore' });
    const unsubscribe = await reminders.sign({ ...claims, purpose: 'unsubscribe' });
    const checkout = await orders.sign({ ...claims, purpose: 'checkout' });
    expect(await reminders.verify(restore, 'unsubscribe')).toBeUndefined();
    clock.advance(25 * 3600 * 1000);
    expect(await orders.verify(checkout), 'a day for the browser that paid').toBeUndefined();
    expect(await reminders.verify(restore, 'restore')).toBeDefined();
    clock.advance(14 * 86_400 * 1000);
    expect(await reminders.verify(restore, 'restore'), 'a fortnight to restore the basket').toBeUndefined();
    expect(await reminders.verify(unsubscribe, 'unsubscribe')).toEqual({ ...claims, purpose: 'unsubscribe' });
  });

  it('refuse a token signed with another key, a cut token and an empty one', async () => {
    const clock = new ManualClock();
    const orders = orderLinkTokens({ key, clock });
    const forged = await orderLinkTokens({ key: randomBytes(32), clock }).sign({ ...claims, purpose: 'mail' });
    const good = await orders.sign({ ...claims, purpose: 'mail' });
    expect(await orders.verify(forged)).toBeUndefined();
    expect(await orders.verify(good.slice(0, -4))).toBeUndefined();
    expect(await orders.verify('')).toBeUndefined();
  });
});
