#!/usr/bin/env node
// Builds the storefront when its build is missing or older than its sources (apps/web,
// packages/contract). npm start runs it first; the scale tests run it once before their instances.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stamp = path.join(root, 'apps/web/build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Tests and benches are not in the build: editing one must not rebuild (and swap the assets of) a running shop.
    if (['node_modules', 'build', 'tests', 'bench'].includes(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.startsWith('.'))
      continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'packages/contract')));
if (!fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < sources) {
  console.log('Building the storefront (first start or changed sources)...');
  // Always a production build: run from the scale tests, NODE_ENV is 'test', and Vite would then
  // bundle React's development build (with its dev-only hydration warnings) into the shop.
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
