import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Where focus lands after a move to another page: its main heading, else the main region. */
function focusPageStart() {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a client-side move to another page, focus goes to the new page's heading and its title is
 * read out. Not on the first load (the browser already announced it), and not when only the query
 * changes (filters, sort, pages of a listing): the shopper stays on the control they are using and
 * the listing's result count, a status region, says what changed.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Effects run after the commit: the new page and its <title> are in place.
    setMessage(document.title);
    // A panel closed by the move (a link inside it) gives focus back to its opener once it has
    // closed: move focus after that, not before.
    const panel = document.querySelector('dialog[open]');
    if (!panel) {
      focusPageStart();
      return;
    }
    panel.addEventListener('close', focusPageStart, { once: true });
    return () => panel.removeEventListener('close', focusPageStart);
  }, [pathname]);

  return (
    <div className="visually-hidden route-announcer" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
