import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every reference in the repository must resolve inside it: rule ids to docs/rules, decision
// records to docs/decisions, paths to tracked files. The product spec the rules were written from
// is not in the repository, so citing it (or its numbered decisions) is an error too.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = 'scripts/references.test.ts';
const SCANNED = ['apps', 'packages', 'scripts', 'docs', 'README.md', '.ci'];
const RULE_FILES = /^docs\/(shop-rules\.md|rules\/[^/]+\.md)$/;

// Files git tracks, and new ones it would track, so a file not yet added counts too.
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** The scanned text files with their content; binary files (a NUL byte) are left out. */
const files = tracked
  .filter((f) => f !== SELF && SCANNED.some((s) => f === s || f.startsWith(`${s}/`)))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))
  .filter((f) => !f.text.includes('\0'));

interface Problem {
  at: string;
  cites: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function scan(pattern: RegExp, bad: (match: RegExpExecArray, path: string) => string | false): Problem[] {
  const problems: Problem[] = [];
  for (const { path, text } of files) {
    for (const m of text.matchAll(pattern)) {
      const cites = bad(m as RegExpExecArray, path);
      if (cites) problems.push({ at: `${path}:${lineOf(text, m.index)}`, cites });
    }
  }
  return problems;
}

/** Rule ids defined by the rule documents: `**R4.2**` at the start of a rule. */
function definedRules(): Map<string, string[]> {
  const defined = new Map<string, string[]>();
  for (const { path, text } of files.filter((f) => RULE_FILES.test(f.path))) {
    for (const m of text.matchAll(/\*\*(R\d+\.\d+)\*\*/g)) defined.set(m[1]!, [...(defined.get(m[1]!) ?? []), path]);
  }
  return defined;
}

/** GitHub's anchor for a Markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(path: string): Set<string> {
  const text = readFileSync(join(ROOT, path), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

function pathExists(path: string): boolean {
  const p = path.replace(/\/$/, '');
  return trackedSet.has(p) || trackedDirs.has(p);
}

/** Build output and other files git ignores are made, not kept: naming them is fine. */
function isIgnored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

describe('references resolve inside the repository', () => {
  const rules = definedRules();

  it('the rule documents define rules, each id once', () => {
    expect(rules.size).toBeGreaterThan(100);
    const twice = [...rules].filter(([, where]) => where.length > 1).map(([id, where]) => `${id}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('every rule id cited is defined in docs/rules', () => {
    expect(scan(/\bR\d+\.\d+\b/g, (m) => !rules.has(m[0]) && m[0])).toEqual([]);
  });

  it('nothing cites the product spec or its numbered decisions, which are not in the repository', () => {
    const external = scan(/\b(store-spec|decisions\.md)\b|\bdecisions?(?:\.md)?[ §]*\d{1,3}(?!\d)/gi, (m) => m[0]);
    expect(external).toEqual([]);
  });

  it('every decision record cited exists in docs/decisions', () => {
    const records = new Set(tracked.flatMap((f) => /^docs\/decisions\/(\d{4})-.+\.md$/.exec(f)?.[1] ?? []));
    expect(scan(/\bdecision(?: records?)?s? (\d{4})\b/gi, (m) => !records.has(m[1]!) && m[0])).toEqual([]);
  });

  it('every repository path named in text exists', () => {
    // A root-relative path to a file, or anything under docs/ ("docs/decisions/0002" names a record).
    const named =
      /(?<![\w./-])((?:apps|packages|scripts|\.ci)\/[\w./-]*\w\.(?:ts|tsx|mjs|cjs|js|json|md|sql|css|txt)|docs\/[\w./-]*\w\/?)(?![\w/-])/g;
    const missing = scan(named, (m) => {
      const p = m[1]!;
      if (pathExists(p) || isIgnored(p)) return false;
      if (p.startsWith('docs/') && tracked.some((f) => f.startsWith(`${p}-`))) return false;
      return p;
    });
    expect(missing).toEqual([]);
  });

  it('every relative Markdown link points at a file (and heading) that exists', () => {
    // A link written inside backticks is an example of the syntax, not a link.
    const broken = scan(/(`[^`\n]*)?\]\(([^)\s]+)\)/g, (m, path) => {
      if (!path.endsWith('.md') || m[1] !== undefined) return false;
      const [target, anchor] = m[2]!.split('#') as [string, string | undefined];
      if (/^[a-z]+:/i.test(target)) return false;
      const resolved = target === '' ? path : normalize(join(dirname(path), target)).replace(/\\/g, '/');
      if (!pathExists(resolved)) return m[2]!;
      if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) return m[2]!;
      return false;
    });
    expect(broken).toEqual([]);
  });
});
