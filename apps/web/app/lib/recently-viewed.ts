// Recently viewed products (R12.9) live in the shopper's own browser (no account needed, nothing sent
// until shown): a list of slugs, newest first.

export const RECENTLY_VIEWED_KEY = 'atelier:recently-viewed';
/** How many slugs are kept. */
export const RECENTLY_VIEWED_KEEP = 12;
/** How many are shown at once. */
export const RECENTLY_VIEWED_SHOW = 8;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The kept slugs, newest first; anything unreadable counts as none (private mode, a hand-edited value). */
export function readViewed(store: Store): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((s): s is string => typeof s === 'string' && s.length <= 120 && SLUG.test(s)).slice(0, RECENTLY_VIEWED_KEEP);
  } catch {
    return [];
  }
}

/** Puts a slug first (once), keeping the newest RECENTLY_VIEWED_KEEP. A full or refused store is ignored. */
export function rememberViewed(store: Store, slug: string): string[] {
  const next = [slug, ...readViewed(store).filter((s) => s !== slug)].slice(0, RECENTLY_VIEWED_KEEP);
  try {
    store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list is a convenience, the page goes on without it.
  }
  return next;
}

/** The slugs to show: newest first, without the one being looked at. */
export function viewedToShow(slugs: readonly string[], exclude?: string): string[] {
  return slugs.filter((s) => s !== exclude).slice(0, RECENTLY_VIEWED_SHOW);
}

/** The browser's localStorage, or undefined where it cannot be reached (server, disabled storage). */
export function browserStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
