import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/newsletter';
import { newsletterSubscribers } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

async function rowsFor(email: string) {
  return t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
}

describe('POST /api/newsletter', () => {
  it('stores a new address once, lower-cased, and answers 201 with the success message', async () => {
    const res = await signup('  Jane.Doe@Example.COM ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    const rows = await rowsFor('jane.doe@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('jane.doe@example.com');
    expect(rows[0]!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('treats a second signup, in any case, as a success without a second row', async () => {
    await signup('twice@example.com');
    const again = await signup('TWICE@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing email', undefined, 'Please enter your email address.'],
    ['an empty email', '   ', 'Please enter your email address.'],
    ['a malformed email', 'not-an-email', 'Please enter a valid email address.'],
    ['a too long email', `${'a'.repeat(250)}@x.co`, 'at most 254'],
  ])('rejects %s with 400 naming the field and stores nothing', async (_label, email, text) => {
    const before = await t.database.db.select().from(newsletterSubscribers);
    const res = await signup(email);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('email');
    expect(body.message).toContain(text);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
  });

  it('rejects unknown fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'x@example.com', admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('marks the address unsubscribed and redirects home; signing up again re-activates it', async () => {
    await signup('leaver@example.com');
    const [row] = await rowsFor('leaver@example.com');
    t.clock.advance(60_000);

    const res = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?unsubscribed=1');
    const [after] = await rowsFor('leaver@example.com');
    expect(after!.unsubscribedAt?.toISOString()).toBe(t.clock.now().toISOString());

    // The same link clicked twice still lands on the home page.
    const again = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}` });
    expect(again.statusCode).toBe(303);

    const back = await signup('Leaver@Example.com');
    expect(back.statusCode).toBe(200);
    const [resubscribed] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row!.id));
    expect(resubscribed!.unsubscribedAt).toBeNull();
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('token');
    const missing = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNSUBSCRIBE_TOKEN_UNKNOWN');
  });
});
