import type { Clock } from '../../lib/clock.ts';
import { alters, type CatalogueChange, type Depends } from './cache-changes.ts';

export interface AnswerCacheOptions {
  clock: Clock;
  /** How long an answer may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
}

/** A serialised answer and what it was made from. */
export interface Answer {
  body: string;
  depends: Depends;
}

interface Entry extends Answer {
  expiresAt: number;
}

/** Changes remembered for answers still being computed; one begun earlier is never stored. */
const CHANGE_LOG = 256;

/** Counters since the start, read by the metrics listener (METRICS_PORT) and `npm run bench:load`. */
export interface AnswerCacheStats {
  /** Every get() while the cache is on, bypassed ones included. */
  lookups: number;
  /** Answered from memory. */
  hits: number;
  /** Joined a computation of the same key already under way. */
  shared: number;
  /** Computed (the catalogue was read). */
  misses: number;
  /** Computed because changes could not be heard (untrusted). */
  bypassed: number;
  /** Computed but not kept: a change that may alter it arrived meanwhile. */
  discarded: number;
  /** Answers dropped: because they show a changed product, because they are a listing (or count, or Best Selling order) a change may alter, by full clears, by age, for room. */
  dropped: { product: number; listing: number; clear: number; expired: number; evicted: number };
  /** Full clears (an `all` notice, the listener going down or coming back, clear()). */
  clears: number;
  /** Notices applied, by kind. */
  notices: Record<CatalogueChange['kind'], number>;
}

type DropReason = keyof AnswerCacheStats['dropped'];
type Flag = 'stock' | 'listing' | 'sales';

/** The answers each kind of change alters besides those showing its products (as alters() in cache-changes.ts). */
const FLAGS_ALTERED: Record<Exclude<CatalogueChange['kind'], 'all'>, Flag[]> = {
  stock: [],
  sizes: ['stock'],
  product: ['stock', 'listing'],
  sales: ['sales'],
};

/**
 * Serialised catalogue answers, keyed by request URL, each tagged with what it was made from
 * (R15.9). A change drops only the answers it can alter (apply), and the whole cache is bypassed
 * while changes cannot be heard. Concurrent misses for one key share one computation, so a dropped
 * answer under load costs one query per key, not one per request.
 */
export function answerCache({ clock, ttlMs, maxBytes }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Which keys show each product, and which depend on stock, on the listing or on sales.
  const byProduct = new Map<number, Set<string>>();
  const flagged: Record<Flag, Set<string>> = { stock: new Set(), listing: new Set(), sales: new Set() };
  const pending = new Map<string, { generation: number; body: Promise<string> }>();
  // Each change starts a new generation; the log says what the recent ones were.
  let generation = 0;
  const log: { generation: number; change: CatalogueChange }[] = [];
  let trusted = false;
  const stats: AnswerCacheStats = {
    lookups: 0,
    hits: 0,
    shared: 0,
    misses: 0,
    bypassed: 0,
    discarded: 0,
    dropped: { product: 0, listing: 0, clear: 0, expired: 0, evicted: 0 },
    clears: 0,
    notices: { stock: 0, sizes: 0, product: 0, sales: 0, all: 0 },
  };

  /** Forgets an answer; `reason` counts it (none when a fresh answer replaces it). */
  function drop(key: string, reason?: DropReason) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.body.length;
    for (const id of e.depends.products ?? []) {
      const keys = byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) byProduct.delete(id);
    }
    for (const set of Object.values(flagged)) set.delete(key);
    if (reason) stats.dropped[reason] += 1;
  }

  function store(key: string, answer: Answer) {
    drop(key);
    entries.set(key, { ...answer, expiresAt: clock.now().getTime() + ttlMs });
    bytes += answer.body.length;
    for (const id of answer.depends.products ?? []) {
      const keys = byProduct.get(id) ?? new Set<string>();
      keys.add(key);
      byProduct.set(id, keys);
    }
    for (const flag of ['stock', 'listing', 'sales'] as const) if (answer.depends[flag]) flagged[flag].add(key);
    while (bytes > maxBytes) drop(entries.keys().next().value!, 'evicted');
  }

  function remember(change: CatalogueChange) {
    generation++;
    log.push({ generation, change });
    if (log.length > CHANGE_LOG) log.shift();
  }

  /** Whether a change since `started` may alter an answer made from `depends`. */
  function changedSince(started: number, depends: Depends): boolean {
    if (started === generation) return false;
    // Older than the log: what happened since is not known.
    if (!log.length || log[0]!.generation > started + 1) return true;
    return log.some((c) => c.generation > started && alters(c.change, depends));
  }

  function clear() {
    remember({ kind: 'all' });
    stats.clears += 1;
    for (const key of [...entries.keys()]) drop(key, 'clear');
    pending.clear();
  }

  /** Drops what a committed change can alter (R15.9); answers being computed meanwhile are not kept if it may alter them. */
  function apply(change: CatalogueChange) {
    stats.notices[change.kind] += 1;
    if (change.kind === 'all') return clear();
    remember(change);
    if (change.kind !== 'sales') {
      for (const id of change.products) for (const key of [...(byProduct.get(id) ?? [])]) drop(key, 'product');
    }
    for (const flag of FLAGS_ALTERED[change.kind]) for (const key of [...flagged[flag]]) drop(key, 'listing');
  }

  return {
    clear,
    apply,
    /** Whether changes are being announced; an untrusted cache answers nothing from memory. */
    setTrusted(value: boolean) {
      trusted = value;
      clear();
    },
    get trusted() {
      return trusted && ttlMs > 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    stats(): AnswerCacheStats {
      return structuredClone(stats);
    },

    async get(key: string, compute: () => Promise<Answer>): Promise<string> {
      if (ttlMs <= 0) return (await compute()).body;
      stats.lookups += 1;
      if (!trusted) {
        stats.bypassed += 1;
        return (await compute()).body;
      }
      const hit = entries.get(key);
      if (hit && hit.expiresAt > clock.now().getTime()) {
        // Re-insert: Map order is the recency order.
        entries.delete(key);
        entries.set(key, hit);
        stats.hits += 1;
        return hit.body;
      }
      if (hit) drop(key, 'expired');
      const inFlight = pending.get(key);
      if (inFlight && inFlight.generation === generation) {
        stats.shared += 1;
        return inFlight.body;
      }

      stats.misses += 1;
      const started = generation;
      const body = compute().then((answer) => {
        if (answer.body.length > maxBytes || !trusted) return answer.body;
        if (changedSince(started, answer.depends)) stats.discarded += 1;
        else store(key, answer);
        return answer.body;
      });
      pending.set(key, { generation: started, body });
      try {
        return await body;
      } finally {
        if (pending.get(key)?.body === body) pending.delete(key);
      }
    },
  };
}
export type AnswerCache = ReturnType<typeof answerCache>;
