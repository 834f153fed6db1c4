import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { GOOD_PASSWORD, login, registerUser, type AccountsTestContext, accountsTestApp } from '../../test/accounts.ts';
import { passwordHasher } from '../../plumbing/session/passwords.ts';
import { DEMO_ADMIN, ensureAdmin } from './accounts.ts';

const run = promisify(execFile);
const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function dashboardWith(email: string, password: string) {
  const res = await login(t.app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${res.json().accessToken}` } });
}

describe('admin accounts (issue 6)', () => {
  it('seeds a demo admin with the README credentials along with the demo shop', async () => {
    expect(await seedIfEmpty(t.database.db, { info: () => {} }, new Date(), CHEAP)).toBe(true);
    expect((await dashboardWith(DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);
  });

  it('creates an admin with a generated password that signs in, and promotes an existing customer', async () => {
    const hasher = passwordHasher(CHEAP);
    const made = await ensureAdmin(t.database.db, hasher, { email: 'Owner@Example.co.uk', now: new Date() });
    expect(made.created).toBe(true);
    expect(made.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await dashboardWith('owner@example.co.uk', made.generatedPassword!)).statusCode).toBe(200);

    const customer = await registerUser(t.app);
    expect((await dashboardWith(customer.email, GOOD_PASSWORD)).statusCode).toBe(403);
    const promoted = await ensureAdmin(t.database.db, hasher, { email: customer.email, now: new Date() });
    // The demo seed above made the demo admin the owner, so later ones get the Admin role (issue 30).
    expect(made.owner).toBe(false);
    expect(promoted).toEqual({ email: customer.email, created: false, owner: false });
    expect((await dashboardWith(customer.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password or a bad address', async () => {
    const hasher = passwordHasher(CHEAP);
    await expect(ensureAdmin(t.database.db, hasher, { email: 'a@example.co.uk', password: 'password', now: new Date() })).rejects.toThrow(
      /too common/,
    );
    await expect(ensureAdmin(t.database.db, hasher, { email: 'a@example.co.uk', password: 'short', now: new Date() })).rejects.toThrow(
      /at least 8/,
    );
    await expect(ensureAdmin(t.database.db, hasher, { email: 'not-an-address', now: new Date() })).rejects.toThrow();
  });

  it('npm run admin:create works on an embedded database and prints the generated password once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-admin-cli-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '' };
      const cli = [path.join(repoRoot, 'node_modules/.bin/tsx'), path.join(repoRoot, 'apps/api/src/modules/staff/create-cli.ts')];
      const first = await run(cli[0]!, [cli[1]!, '--email', 'boss@example.co.uk'], { env, cwd: repoRoot });
      expect(first.stdout).toContain('Created the admin boss@example.co.uk.');
      expect(first.stdout).toContain('They are the shop owner (it had none).');
      expect(first.stdout).toMatch(/Password \(shown once, keep it somewhere safe\): [A-Za-z0-9_-]{24}/);
      const again = await run(cli[0]!, [cli[1]!, '--email', 'boss@example.co.uk'], { env, cwd: repoRoot });
      expect(again.stdout).toContain('boss@example.co.uk is now an admin.');
      expect(again.stdout).not.toContain('Password');
      await expect(run(cli[0]!, [cli[1]!], { env, cwd: repoRoot })).rejects.toMatchObject({ code: 1 });
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
