import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_EXPIRED_MESSAGE } from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The HS256 key: JWT_SECRET; in development a generated one kept in DATA_DIR/jwt-secret so restarts
 * keep sessions; in tests a fresh one per app. Production refuses to start without JWT_SECRET.
 */
export function resolveJwtSecret(config: Config, log?: Pick<FastifyBaseLogger, 'info'>): Buffer {
  if (config.jwtSecret) return Buffer.from(config.jwtSecret, 'utf8');
  if (config.env === 'production') throw new Error('JWT_SECRET must be set in production');
  if (config.env === 'test') return randomBytes(32);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return Buffer.from(stored, 'utf8');
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log?.info({ file }, 'JWT_SECRET is not set: generated a development secret');
  return Buffer.from(secret, 'utf8');
}

/** A key for one purpose, derived from the JWT secret so that one secret is all there is to set. */
export function deriveKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`atelier:${purpose}`).digest();
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface AccessClaims {
  userId: number;
  jti: string;
  /** Issue instant in milliseconds (iat carries it as fractional seconds). */
  issuedAtMs: number;
  expiresAt: Date;
}

export class AuthError extends AppError {
  constructor(code: 'AUTH_REQUIRED' | 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'TOKEN_REVOKED', message: string) {
    super(401, code, message);
  }
}

export const invalidToken = () => new AuthError('INVALID_TOKEN', 'Invalid token');

export function tokenService(opts: { secret: Uint8Array; clock: Clock; ttlSeconds: number }) {
  const { secret, clock, ttlSeconds } = opts;

  return {
    /**
     * Signs an access token (claims sub, jti, iat, exp). iat keeps milliseconds so a token made
     * right after a password change is told apart from those the change revoked; notBeforeMs lifts
     * it to the user's tokens_valid_after when the clock has not moved on since.
     */
    async issue(userId: number, notBeforeMs = 0): Promise<{ token: string; claims: AccessClaims }> {
      const issuedAtMs = Math.max(clock.now().getTime(), notBeforeMs);
      const jti = randomUUID();
      const expSeconds = Math.floor(issuedAtMs / 1000) + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(issuedAtMs / 1000)
        .setExpirationTime(expSeconds)
        .sign(secret);
      return { token, claims: { userId, jti, issuedAtMs, expiresAt: new Date(expSeconds * 1000) } };
    },

    /** Signature, algorithm and expiry only; revocation is checked by the caller against the database. */
    async verify(token: string): Promise<AccessClaims> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AuthError('TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
        throw invalidToken();
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.jti !== 'string' || payload.jti.length > 100) {
        throw invalidToken();
      }
      return { userId, jti: payload.jti, issuedAtMs: Math.round(payload.iat! * 1000), expiresAt: new Date(payload.exp! * 1000) };
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
