import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md is the one list of decisions a newcomer reads. It stays whole only if
// something checks it: every record has a row, every row has a record, every record says whether
// it still holds, and the row says the same.

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;
/** What a `Status:` line may open with; anything after it (the issue, what refined it) is free text. */
const STATUS = /^Status: (accepted|proposed|deprecated|superseded by (\d{4}))\b/m;

interface Row {
  number: string;
  file: string;
  status: string;
}

const records = readdirSync(DIR)
  .filter((f) => RECORD.test(f))
  .sort()
  .map((file) => ({ file, number: RECORD.exec(file)![1]!, text: readFileSync(join(DIR, file), 'utf8') }));

/** The index's table rows: `| [0001](0001-….md) | title | status | one line |`. */
function indexRows(): Row[] {
  const index = readFileSync(join(DIR, 'README.md'), 'utf8');
  return [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \|[^|\n]*\| ([^|\n]+?) \|[^|\n]*\|$/gm)].map((m) => ({
    number: m[1]!,
    file: m[2]!,
    status: m[3]!.replace(/\[(\d{4})\]\([^)]*\)/g, '$1'),
  }));
}

/** The opening words of a record's status ("accepted", "superseded by 0013"), read above its first section; undefined without one. */
function statusOf(text: string): string | undefined {
  return STATUS.exec(text.split(/^## /m)[0]!)?.[1];
}

describe('the decisions index', () => {
  const rows = indexRows();

  it('lists decisions, each number once, in order', () => {
    expect(records.length).toBeGreaterThan(30);
    const numbers = rows.map((r) => r.number);
    expect(numbers).toEqual([...new Set(numbers)].sort());
  });

  it('has a row for every decision record', () => {
    const listed = new Set(rows.map((r) => r.file));
    expect(records.filter((r) => !listed.has(r.file)).map((r) => r.file)).toEqual([]);
  });

  it('names only records that exist, under their own number', () => {
    const files = new Set(records.map((r) => r.file));
    expect(rows.filter((r) => !files.has(r.file) || !r.file.startsWith(`${r.number}-`)).map((r) => `${r.number}: ${r.file}`)).toEqual([]);
  });

  it('every decision opens with a Status: line', () => {
    expect(records.filter((r) => statusOf(r.text) === undefined).map((r) => r.file)).toEqual([]);
  });

  it("each row's status is its record's", () => {
    const byFile = new Map(records.map((r) => [r.file, statusOf(r.text)]));
    const differ = rows.filter((r) => byFile.has(r.file) && byFile.get(r.file) !== r.status);
    expect(differ.map((r) => `${r.number}: index says "${r.status}", the record "${byFile.get(r.file)}"`)).toEqual([]);
  });

  it('a superseded decision names a decision that exists', () => {
    const numbers = new Set(records.map((r) => r.number));
    const dangling = records.flatMap((r) => {
      const by = STATUS.exec(r.text.split(/^## /m)[0]!)?.[2];
      return by && !numbers.has(by) ? [`${r.file}: superseded by ${by}`] : [];
    });
    expect(dangling).toEqual([]);
  });
});
