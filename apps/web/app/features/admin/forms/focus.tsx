import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

function focusHeading(main: HTMLElement) {
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

/**
 * The back office's focus after a move to another page (R22.26): the new page's heading, so the
 * keyboard never falls to the page body. A created item opens on its own page, so Create lands on
 * its heading too. Not on the first load, nor when only the query changes (filters, pages of a
 * list, a size's stock history). A dialog closed by the move gives the focus back to its opener
 * first: the heading is focused after that.
 */
export function useAdminPageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const el = main.current;
    if (!el) return;
    const panel = document.querySelector('dialog[open]');
    if (!panel) return focusHeading(el);
    const later = () => focusHeading(el);
    panel.addEventListener('close', later, { once: true });
    return () => panel.removeEventListener('close', later);
  }, [pathname, main]);
}

/**
 * A refused save puts the keyboard on its first field in error (R22.26), in the order of the form;
 * `answer` is the action's answer (a new one each post).
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (!answer) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer, form]);
}
