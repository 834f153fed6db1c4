import { useEffect, useRef } from 'react';

/**
 * When a line goes, its Remove button goes with it and focus would drop to the page's start.
 * Keep keyboard users in place: focus the first control left in the container.
 */
export function useFocusAfterRemoval(containerId: string, count: number) {
  const previous = useRef(count);
  useEffect(() => {
    const shrank = count < previous.current;
    previous.current = count;
    if (!shrank) return;
    const container = document.getElementById(containerId);
    if (!container || container.contains(document.activeElement)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    container.querySelector<HTMLElement>('.cart-remove__btn, .cart-empty a, [data-focus-fallback]')?.focus();
  }, [containerId, count]);
}
