import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, SESSION_COOKIE, TOKEN_REVOKED_MESSAGE, type User } from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { csrfGuard, csrfTokenFor } from './csrf.ts';
import { passwordHasher, type PasswordHasher } from './passwords.ts';
import { authRepository, type UserRow } from './repository.ts';
import { orderLinkTokens, type OrderLinkTokens } from './order-link-token.ts';
import { reminderLinkTokens, type ReminderLinkTokens } from './reminder-link-token.ts';
import { AuthError, deriveKey, invalidToken, resolveJwtSecret, tokenService, type AccessClaims, type TokenService } from './tokens.ts';

export interface Session {
  user: UserRow;
  claims: AccessClaims;
  /** Where the token came from: the Authorization header, or the web app's cookie. */
  source: 'bearer' | 'cookie';
}

export interface AuthRuntime {
  tokens: TokenService;
  passwords: PasswordHasher;
  /** Key for values that must be unguessable without the server secret (reset code digests). */
  pepper: Buffer;
  csrfKey: Buffer;
  /** Signs and reads the links that open one guest order (R5.15, 0042). */
  orderLinks: OrderLinkTokens;
  /** Signs and reads the restore and unsubscribe links of checkout reminders (R24.5, R24.6). */
  reminderLinks: ReminderLinkTokens;
  secureCookies: boolean;
  clock: Clock;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
  }
}

/** The session each request resolved, so several handlers of one request check the token once. */
const resolved = new WeakMap<FastifyRequest, Promise<Session | null>>();
/** Requests whose session cookie turned out dead: the answer also clears the cookie. */
const deadCookie = new WeakSet<FastifyRequest>();

/**
 * Cookies, the CSRF rule and token checking for the whole app (R7.2-R7.5). Other modules
 * call getSession / requireSession and setSessionCookies.
 */
export const sessionPlugin = fp<{ config: Config; clock: Clock; db: Db }>(
  async (app, { config, clock, db }) => {
    const secret = resolveJwtSecret(config, app.log);
    const runtime: AuthRuntime = {
      tokens: tokenService({ secret, clock, ttlSeconds: config.accessTokenTtlSeconds }),
      passwords: passwordHasher(config.argon2),
      pepper: deriveKey(secret, 'reset-code'),
      csrfKey: deriveKey(secret, 'csrf'),
      orderLinks: orderLinkTokens({ key: deriveKey(secret, 'order-link'), clock }),
      reminderLinks: reminderLinkTokens({ key: deriveKey(secret, 'checkout-reminder'), clock }),
      secureCookies: config.secureCookies,
      clock,
      db,
    };
    app.decorate('auth', runtime);
    await app.register(fastifyCookie);
    app.addHook('onRequest', csrfGuard({ publicOrigin: new URL(config.publicUrl).origin, csrfKey: runtime.csrfKey }));
    app.addHook('onSend', async (request, reply) => {
      if (deadCookie.has(request)) clearSessionCookies(reply, runtime);
      if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer realm="atelier"');
    });
  },
  { name: 'atelier-session' },
);

function presentedToken(request: FastifyRequest): { token: string; source: Session['source'] } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i.exec(header);
    if (!m) throw invalidToken();
    return { token: m[1]!, source: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}

async function resolveSession(request: FastifyRequest): Promise<Session | null> {
  const presented = presentedToken(request);
  if (!presented) return null;
  const { tokens, db } = request.server.auth;
  try {
    const claims = await tokens.verify(presented.token);
    const found = await authRepository(db).sessionUser(claims.userId, claims.jti);
    // Revoked: logged out (jti listed), or issued before a password change or reset, or the account is gone.
    if (!found || found.revoked || claims.issuedAtMs < found.user.tokensValidAfter.getTime()) {
      throw new AuthError('TOKEN_REVOKED', TOKEN_REVOKED_MESSAGE);
    }
    return { user: found.user, claims, source: presented.source };
  } catch (err) {
    if (presented.source === 'cookie' && err instanceof AuthError) deadCookie.add(request);
    throw err;
  }
}

/**
 * The signed-in user of this request, or null for a guest. A token that is presented but bad
 * answers 401 ('Token has expired', 'Token has been revoked', 'Invalid token') rather than
 * quietly treating the caller as a guest, so clients learn to drop it.
 */
export function getSession(request: FastifyRequest): Promise<Session | null> {
  let p = resolved.get(request);
  if (!p) {
    p = resolveSession(request);
    resolved.set(request, p);
  }
  return p;
}

export async function requireSession(request: FastifyRequest): Promise<Session> {
  const session = await getSession(request);
  if (!session) throw new AuthError('AUTH_REQUIRED', 'Authentication required');
  return session;
}

/** preHandler for routes only a signed-in customer may call. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

/** preHandler for admin routes. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const session = await requireSession(request);
  if (session.user.role !== 'admin') {
    throw new AppError(403, 'FORBIDDEN', 'You do not have access to this page.');
  }
}

/**
 * The web app's session: the token in an HttpOnly cookie, and the CSRF token in a cookie the
 * page's script can read to echo in x-csrf-token. Both last as long as the token.
 */
export function setSessionCookies(reply: FastifyReply, token: string, claims: AccessClaims, runtime: AuthRuntime): void {
  const maxAge = Math.max(0, Math.floor((claims.expiresAt.getTime() - runtime.clock.now().getTime()) / 1000));
  const base = { path: '/', sameSite: 'lax' as const, secure: runtime.secureCookies, maxAge };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(runtime.csrfKey, claims.jti), { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, runtime: AuthRuntime): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: runtime.secureCookies };
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, base);
}

export function toUser(row: UserRow): User {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    role: row.role,
  };
}
