import { useEffect, useRef } from 'react';

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
      if (backToTop.current) backToTop.current.dataset.visible = String(y > BACK_TO_TOP_AFTER);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return { header, backToTop };
}
