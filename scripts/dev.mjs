#!/usr/bin/env node
// npm run dev: one process serves the API and the storefront, with Vite in middleware mode for
// hot module replacement of the pages. tsx restarts the server when API code changes; page and
// component edits are picked up by Vite without a restart.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = { ...process.env, NODE_ENV: 'development', ATELIER_WEB_DEV: '1' };

const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    // Vite reloads these itself; restarting the whole server for them would drop HMR state.
    '--exclude',
    path.join(root, 'apps/web/**'),
    path.join(root, 'apps/api/src/server.ts'),
  ],
  { cwd: root, stdio: 'inherit', env },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
