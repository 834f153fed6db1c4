import { useEffect } from 'react';

/**
 * html's scroll-padding keeps focused elements clear of the sticky header and the fixed toolbar
 * (WCAG 2.4.11), but browsers only scroll a focused text field far enough to show its caret: a
 * textarea can keep its lower part under the toolbar. This brings the whole element into the
 * padded view (scrollIntoView honours scroll-padding) when part of it is under the bottom bars.
 */
export function useFocusClearOfBars() {
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target;
      if (!(el instanceof HTMLElement)) return;
      // After the browser's own focus scrolling.
      requestAnimationFrame(() => {
        if (document.activeElement !== el) return;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
        if (!padding || el.getBoundingClientRect().bottom <= window.innerHeight - padding) return;
        // Fixed and sticky bars' own controls (the admin's save bar) are where they should be.
        for (let node: HTMLElement | null = el; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return;
        }
        el.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}
