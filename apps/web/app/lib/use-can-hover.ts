import { useSyncExternalStore } from 'react';

const QUERY = '(hover: hover)';

function subscribe(changed: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/**
 * Whether the device has a pointer that hovers: false in the server HTML and during hydration. What
 * shows only under a pointer (a card's second shot) is drawn after, so pages do not send it to
 * phones, and every page's HTML is lighter for it (docs/decisions/0054).
 */
export function useCanHover(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
