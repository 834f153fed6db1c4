import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '@atelier/contract/messages';
import { contactMessages } from '../../db/schema/store.ts';
import { accountsTestApp, outbox, type AccountsTestContext } from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp({ RATE_LIMITS: 'contact.ip=1000/1h,contact.address=1000/1h', STORE_EMAIL: 'studio@atelier.test' });
});
afterAll(async () => {
  await t.close();
});

const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you restock the linen shirt in XS?' };

describe('POST /api/contact', () => {
  it('stores the message trimmed and answers 201 with the thank-you message', async () => {
    const res = await send({ name: '  Ada Lovelace ', email: ' ada@example.com', message: ' Do you restock the linen shirt in XS?\n' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, handledAt: null });
    expect(rows[0]!.createdAt.toISOString()).toBe(t.clock.now().toISOString());

    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'contact-message');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('studio@atelier.test');
    expect(mails[0]!.subject).toBe('Contact form: message from Ada Lovelace');
    expect(mails[0]!.text).toContain('Email: ada@example.com');
    expect(mails[0]!.text).toContain(valid.message);
  });

  it.each([
    ['an empty name', { ...valid, name: ' ' }, 'name: Please enter your name.'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'name: Name must be at most 100 characters.'],
    ['a malformed email', { ...valid, email: 'ada@' }, 'email: Please enter a valid email address.'],
    ['an email over 254 characters', { ...valid, email: `${'a'.repeat(250)}@x.com` }, 'email: Email address must be at most 254'],
    ['an empty message', { ...valid, message: '' }, 'message: Please enter a message.'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message: Message must be at most 5000'],
    ['a missing field', { name: valid.name, email: valid.email }, 'message: Please enter a message.'],
    ['a non-string field', { ...valid, name: 42 }, 'name: Please enter your name.'],
  ])('rejects %s with 400 naming the field, stores and mails nothing', async (_label, payload, text) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const mailsBefore = (await outbox(t.app, t.outboxDir)).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(text);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
    expect(await outbox(t.app, t.outboxDir)).toHaveLength(mailsBefore);
  });

  it('names every bad field at once', async () => {
    const res = await send({ name: '', email: 'x', message: '' });
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    expect(message).toContain('name:');
    expect(message).toContain('email:');
    expect(message).toContain('message:');
  });

  it('rejects unknown fields (strict object)', async () => {
    const res = await send({ ...valid, handledAt: '2026-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('rejects a body that is not JSON with a 4xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: 'name=a', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('contact rate limit', () => {
  let limited: AccountsTestContext;
  beforeAll(async () => {
    limited = await accountsTestApp({ RATE_LIMITS: 'contact.ip=2/1h' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 once a client is over its limit, without storing the message', async () => {
    const post = (name: string) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload: { ...valid, name }, remoteAddress: '203.0.113.20' });
    expect((await post('One')).statusCode).toBe(201);
    expect((await post('Two')).statusCode).toBe(201);
    const third = await post('Three');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(await limited.database.db.select().from(contactMessages)).toHaveLength(2);
  });
});
