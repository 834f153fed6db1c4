import { describe, expect, it } from 'vitest';
import { UK_TOWN_SUGGESTIONS } from './uk-post-towns.ts';

describe('UK town suggestions (R20.21)', () => {
  it('suggests towns of the four nations and the islands, each once, alphabetically', () => {
    const towns: readonly string[] = UK_TOWN_SUGGESTIONS;
    expect(new Set(towns).size).toBe(towns.length);
    expect([...towns].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(towns);
    for (const town of ['Edinburgh', 'Cardiff', 'Belfast', 'Oxford', 'Inverness', 'Lerwick', 'St Helier', 'Douglas', 'Newcastle upon Tyne'])
      expect(towns).toContain(town);
    expect(towns.length).toBeGreaterThan(200);
    for (const town of towns) expect(town.length).toBeLessThanOrEqual(60);
  });
});
