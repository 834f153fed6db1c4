import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { coversFocus } from '~/lib/focus-overlap';

interface StickyAddBarProps {
  /** The page's own add button: the bar shows only while that button is out of sight. */
  anchor: RefObject<HTMLElement | null>;
  /** Name and price of the product. */
  summary: ReactNode;
  /** The chosen size as shoppers read it ('One size' for ONE). */
  size: string | undefined;
  label: string;
  onAdd: () => void;
}

/**
 * On narrow screens the product page's add button sits below the gallery, out of reach: this bar
 * above the toolbar offers the same button (same size and quantity) whenever the real one is not
 * in view. Wider screens never show it (CSS).
 */
export function StickyAddBar({ anchor, summary, size, label, onAdd }: StickyAddBarProps) {
  const [visible, setVisible] = useState(false);
  // Out of the way while it would lie over the focused element, e.g. the title focused after a move at 375 px (R12.11).
  const [covering, setCovering] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const check = () => setCovering(coversFocus(bar.current));
    const uncover = () => setCovering(false);
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', uncover);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', uncover);
      window.removeEventListener('scroll', check);
    };
  }, []);
  // Shown after focus moved (the title focused on arrival, then the add button scrolled away): check again.
  useEffect(() => {
    if (visible) setCovering(coversFocus(bar.current));
  }, [visible]);

  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    const toolbar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--toolbar-h')) || 0;
    // The button counts as in view only above the fixed toolbar.
    const observer = new IntersectionObserver(([entry]) => setVisible(!entry!.isIntersecting), {
      rootMargin: `0px 0px -${toolbar}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [anchor]);

  return (
    // A shortcut for the eye and the thumb only: keyboard and screen-reader users reach the real
    // button (focus scrolls it clear of the bars), and hear no second copy of it.
    <div ref={bar} className="sticky-buy" hidden={!visible} data-covering={covering || undefined} aria-hidden="true">
      <div className="sticky-buy__summary">
        {summary}
        {size ? <p className="sticky-buy__size">Size: {size}</p> : null}
      </div>
      <button type="button" className="btn sticky-buy__add" tabIndex={-1} onClick={onAdd}>
        {label}
      </button>
    </div>
  );
}
