/**
 * Whether a fixed bar or button lies over the focused element (WCAG 2.4.11 and 2.4.12, R12.11).
 * Fixed parts of the page (the back-to-top button, the product page's add bar) step aside while it
 * does, so nothing focused is ever even partly hidden. The part itself and the body never count.
 */
export function coversFocus(part: HTMLElement | null): boolean {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  if (!part || !(focused instanceof HTMLElement) || focused === document.body || part.contains(focused)) return false;
  const a = focused.getBoundingClientRect();
  const b = part.getBoundingClientRect();
  if (b.width === 0 || b.height === 0) return false;
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}
