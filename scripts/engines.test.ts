import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every installed package (scoped and nested ones too) with its engines.node, if any. */
function* installed(dir: string): Generator<{ name: string; where: string; node?: string }> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const at = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installed(at);
      continue;
    }
    const manifest = path.join(at, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; engines?: { node?: unknown } };
      const node = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
      yield { name: pkg.name ?? entry.name, where: path.relative(root, at), node };
    }
    yield* installed(path.join(at, 'node_modules'));
  }
}

// The README promises the root package.json's engines (Node >= 20.19): every installed package
// must run on the oldest Node that range admits, or npm install warns EBADENGINE there.
it("every installed package runs on the oldest Node the root package.json's engines admit", () => {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
  const oldest = semver.minVersion(engines.node)!;
  const packages = [...installed(path.join(root, 'node_modules'))];
  expect(packages.length).toBeGreaterThan(100);
  const excluded = packages
    .filter((p) => p.node && semver.validRange(p.node) && !semver.satisfies(oldest, p.node))
    .map((p) => `${p.where} (${p.name}) needs node ${p.node}`);
  expect(excluded).toEqual([]);
});
