import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/errors.ts';

export type Argon2Params = Config['argon2'];

const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** The rules beyond length (which the contract schema checks): R7.6. */
export function assertAcceptablePassword(password: string, email: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common. Please choose a less predictable one.', 'WEAK_PASSWORD');
  }
  if (password.trim().toLowerCase() === email.toLowerCase()) {
    throw badRequest('Your password must not be your email address.', 'WEAK_PASSWORD');
  }
}

/** argon2id hashing with the configured cost. */
export function passwordHasher(params: Argon2Params) {
  // Algorithm.Argon2id: an ambient const enum, so its value is written out.
  const options = { algorithm: 2 as Algorithm, ...params };
  // A hash of nothing anyone knows: unknown emails are checked against it so that a failed login
  // takes as long whether or not the address has an account.
  let dummy: Promise<string> | undefined;

  return {
    hash: (password: string) => hash(password, options),

    async verify(hashed: string, password: string): Promise<boolean> {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },

    async burnTime(password: string): Promise<void> {
      dummy ??= hash('no account has this password', options);
      await verify(await dummy, password).catch(() => false);
    },

    /** True when a stored hash was made with other parameters, so it is remade at the next sign-in. */
    needsRehash(hashed: string): boolean {
      const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hashed);
      return !m || Number(m[1]) !== params.memoryCost || Number(m[2]) !== params.timeCost || Number(m[3]) !== params.parallelism;
    },
  };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;
