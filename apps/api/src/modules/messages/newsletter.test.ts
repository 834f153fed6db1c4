import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/messages';
import { newsletterSubscribers } from '../../db/schema/store.ts';
import { accountsTestApp, lastMail, outbox, type AccountsTestContext } from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp({ RATE_LIMITS: 'newsletter.ip=1000/1h,newsletter.address=1000/1h' });
});
afterAll(async () => {
  await t.close();
});

const signup = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

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

  it('treats a second signup, in any case, as a success without a second row or a second mail', async () => {
    await signup('twice@example.com');
    const again = await signup('TWICE@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NEWSLETTER_SUCCESS_MESSAGE });
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === 'twice@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-welcome']);
  });

  it('sends a welcome mail whose unsubscribe link works', async () => {
    await signup('welcome@example.com');
    const mail = await lastMail(t.app, t.outboxDir, 'welcome@example.com', 'newsletter-welcome');
    expect(mail.subject).toBe('Welcome to the Atelier Inner Circle');
    const link = /(http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[0-9a-f-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(303);
    const [row] = await rowsFor('welcome@example.com');
    expect(row!.unsubscribedAt).not.toBeNull();
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

    const mailsBefore = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === 'leaver@example.com').length;
    const back = await signup('Leaver@Example.com');
    expect(back.statusCode).toBe(200);
    // Rejoining is welcomed again, with the same working link.
    expect((await outbox(t.app, t.outboxDir)).filter((m) => m.to === 'leaver@example.com')).toHaveLength(mailsBefore + 1);
    const [resubscribed] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id));
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

describe('newsletter rate limit (R8.1)', () => {
  let limited: AccountsTestContext;
  beforeAll(async () => {
    limited = await accountsTestApp({ RATE_LIMITS: 'newsletter.ip=3/1h,newsletter.address=2/1h' });
  });
  afterAll(async () => {
    await limited.close();
  });
  const post = (email: string, ip = '203.0.113.7') =>
    limited.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });

  it('answers 429 with Retry-After once an address or a client IP is over its limit', async () => {
    // The limiter's windows run on Date (docs/decisions/0009): move it with the app's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    expect((await post('busy@example.com')).statusCode).toBe(201);
    expect((await post('busy@example.com')).statusCode).toBe(200);
    const third = await post('busy@example.com', '198.51.100.9');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    expect((await post('other@example.com')).statusCode).toBe(201);
    expect((await post('fourth@example.com')).statusCode).toBe(429);

    limited.clock.advance(3_600_001);
    vi.advanceTimersByTime(3_600_001);
    expect((await post('fourth@example.com')).statusCode).toBe(201);
  });
});
