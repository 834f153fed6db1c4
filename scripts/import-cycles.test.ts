import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No file reaches itself through its imports, type-only imports included (ESLint's import/no-cycle
// sees only the imports that run). A cycle means two files that cannot be read or changed apart.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_APP = 'apps/web/app';
const CODE = /^(apps|packages)\/.*\.(ts|tsx|mjs)$/;
const EXTS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];
const SPEC = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => CODE.test(f) && existsSync(join(ROOT, f)));
const known = new Set(files);

/** The file an import names, for relative and `~/` imports; undefined for packages. */
function resolve(from: string, spec: string): string | undefined {
  const bare = spec.split('?')[0]!;
  let base: string;
  if (bare.startsWith('.')) base = join(dirname(from), bare);
  else if (bare.startsWith('~/') && from.startsWith('apps/web/')) base = join(WEB_APP, bare.slice(2));
  else return undefined;
  base = normalize(base).replace(/\\/g, '/');
  return EXTS.map((e) => base + e).find((f) => known.has(f));
}

function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    const to = [...text.matchAll(SPEC)].map((m) => resolve(f, m[1] ?? m[2]!)).filter((t): t is string => t !== undefined);
    edges.set(f, [...new Set(to)]);
  }
  return edges;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || edges.get(v)?.includes(v)) found.push(part.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no cycle anywhere in apps/ and packages/, type-only imports included', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(graph())).toEqual([]);
  });
});
