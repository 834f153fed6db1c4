import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};
/**
 * False in the server HTML and during hydration, true after: forms add their no-JavaScript
 * fallback (a returnTo field, so the action redirects back) only while scripts are not running.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
