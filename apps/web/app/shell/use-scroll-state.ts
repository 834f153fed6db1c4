import { useEffect, useRef } from 'react';
import { coversFocus } from '~/lib/focus-overlap';

/** Scroll distance after which the back-to-top button shows (R11.2). */
export const BACK_TO_TOP_AFTER = 100;
/** The header hides once the page has scrolled this far past the header's own height. */
export const HEADER_HIDE_SLACK = 5;

/**
 * The refs to put on the header and the back-to-top button. One passive scroll listener drives the header (data-state top | hidden | solid) and the
 * back-to-top button (data-visible), writing attributes directly so scrolling never re-renders.
 */
export function useScrollState() {
  const header = useRef<HTMLElement>(null);
  const backToTop = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const el = header.current;
      if (el) {
        const h = el.offsetHeight;
        const busy = el.contains(document.activeElement) && el.matches(':focus-within');
        let state = el.dataset.state ?? 'top';
        if (y <= h) state = 'top';
        else if (y > last && y > h + HEADER_HIDE_SLACK && !busy) state = 'hidden';
        else if (y < last) state = 'solid';
        el.dataset.state = state;
      }
      const button = backToTop.current;
      if (button) {
        button.dataset.visible = String(y > BACK_TO_TOP_AFTER);
        button.dataset.covering = String(coversFocus(button));
      }
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // Focus moving is checked at once, so a field never gains focus under the button.
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return { header, backToTop };
}
