#!/usr/bin/env node
// npm start: build the storefront when its build is missing or older than its sources, then serve
// API and pages on one port. Runs the TypeScript API through tsx (see docs/decisions/0001).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Build the storefront first when it is missing or stale.
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const env = { NODE_ENV: 'production', ...process.env };

// Production needs a token-signing secret. So that `npm start` works on a fresh clone, one is made
// once and kept in the data folder; several instances must instead share one JWT_SECRET.
if (!env.JWT_SECRET) {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  env.JWT_SECRET = fs.readFileSync(file, 'utf8').trim();
  const note = env.DATABASE_URL ? ' Set JWT_SECRET (the same on every instance) before running more than one.' : '';
  console.log(`JWT_SECRET is not set: using the secret kept in ${file}.${note}`);
}
// A larger young generation: a listing allocates a few hundred kilobytes that die with the request,
// and with V8's default 16 MB under load the API spent a sixth of its time copying live requests'
// objects between semi-spaces (docs/decisions/0028). Dockerfile and bench:api start it the same way.
const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// The server drains requests on SIGTERM; pass signals on rather than dying first.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
