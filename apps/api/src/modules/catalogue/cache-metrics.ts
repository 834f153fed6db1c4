import type { AnswerCache } from './cache.ts';

/** One metric in Prometheus' text format: its help, its type and its samples by label. */
function metric(name: string, type: 'counter' | 'gauge', help: string, samples: [labels: string, value: number][]): string {
  const lines = samples.map(([labels, value]) => `${name}${labels} ${value}`);
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines].join('\n');
}
const one = (value: number): [string, number][] => [['', value]];
const by = (label: string, values: Record<string, number>): [string, number][] =>
  Object.entries(values).map(([k, v]) => [`{${label}="${k}"}`, v]);

/**
 * The answer cache's counters since the process started (R15.9), for the metrics listener: the hit
 * rate is hits / lookups; `dropped` says why answers went (a changed product, a listing a change
 * alters, a full clear, age, room).
 */
export function catalogueCacheMetrics(cache: AnswerCache): string {
  const s = cache.stats();
  const p = 'atelier_catalogue_cache_';
  return (
    [
      metric(`${p}lookups_total`, 'counter', 'Catalogue answers asked of the cache while it is on.', one(s.lookups)),
      metric(`${p}hits_total`, 'counter', 'Answered from memory.', one(s.hits)),
      metric(`${p}shared_total`, 'counter', 'Joined a computation of the same answer under way.', one(s.shared)),
      metric(`${p}misses_total`, 'counter', 'Computed from the database.', one(s.misses)),
      metric(`${p}bypassed_total`, 'counter', 'Computed because catalogue changes could not be heard.', one(s.bypassed)),
      metric(`${p}discarded_total`, 'counter', 'Computed but not kept: a change that may alter it came meanwhile.', one(s.discarded)),
      metric(`${p}dropped_total`, 'counter', 'Answers dropped, by reason.', by('reason', s.dropped)),
      metric(`${p}clears_total`, 'counter', 'Times the whole cache was emptied.', one(s.clears)),
      metric(`${p}notices_total`, 'counter', 'Catalogue change notices heard, by kind.', by('kind', s.notices)),
      metric(`${p}entries`, 'gauge', 'Answers held.', one(cache.size)),
      metric(`${p}bytes`, 'gauge', 'Characters of answers held.', one(cache.bytes)),
    ].join('\n') + '\n'
  );
}
