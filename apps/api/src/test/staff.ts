/** Helpers for the staff, roles and two-step tests (tests only). */
import { Secret, TOTP } from 'otpauth';
import type { App } from '../app.ts';
import type { Clock } from '../lib/clock.ts';
import { GOOD_PASSWORD } from './accounts.ts';
import type { Shopper } from './commerce.ts';

/** The code an authenticator app would show now for this secret (or `steps` periods later). */
export function totpNow(secret: string, clock: Clock, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: clock.now().getTime() + steps * 30_000 });
}

/** Re-enters the password: sensitive moves are open on this token for a few minutes. */
export async function stepUp(app: App, who: Shopper, password = GOOD_PASSWORD): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/me/step-up', headers: who.headers, payload: { password } });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.statusCode} ${res.body}`);
}

/** Enrols `who` in two-step sign-in; answers the secret and the recovery codes. */
export async function enrol(app: App, who: Shopper, clock: Clock): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: '/api/admin/me/two-step/enrol', headers: who.headers });
  if (started.statusCode !== 200) throw new Error(`enrol failed: ${started.statusCode} ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const done = await app.inject({
    method: 'POST',
    url: '/api/admin/me/two-step/confirm',
    headers: who.headers,
    payload: { code: totpNow(secret, clock) },
  });
  if (done.statusCode !== 200) throw new Error(`confirm failed: ${done.statusCode} ${done.body}`);
  return { secret, recoveryCodes: (done.json() as { recoveryCodes: string[] }).recoveryCodes };
}
