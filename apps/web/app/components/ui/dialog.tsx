import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  id?: string;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Id of a heading inside the content that names the dialog instead of the title (no duplicate heading). */
  labelledBy?: string;
  /** Text for the close button, e.g. 'Close search'. */
  closeLabel?: string;
  variant?: 'drawer' | 'drawer-left' | 'modal' | 'modal-wide';
  /** Hide the visible heading (it stays as the dialog's accessible name). */
  hideTitle?: boolean;
  className?: string;
  footer?: ReactNode;
  /** Where the focus goes on closing when the element that opened the dialog is gone meanwhile. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

let lockCount = 0;
function lockScroll(on: boolean) {
  lockCount = Math.max(0, lockCount + (on ? 1 : -1));
  document.body.classList.toggle('is-locked', lockCount > 0);
}

/**
 * Side panels and modals on the native <dialog>: showModal() gives the focus trap, inert page and
 * Escape for free; we add the labelled heading, backdrop click, scroll lock and focus return.
 */
export function Dialog({
  id,
  open,
  onClose,
  title,
  labelledBy,
  closeLabel = 'Close',
  variant = 'drawer',
  hideTitle = false,
  className = '',
  footer,
  returnFocus,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  const returnTo = useRef<HTMLElement | null>(null);
  const closed = useEffectEvent(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });
  // Content is rendered from the first opening on (and kept, for the closing animation): closed
  // panels add nothing to the server HTML or to hydration.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // showModal() focuses the first focusable element (the close button); a field can ask to be first.
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      lockScroll(true);
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handleClose = () => {
      lockScroll(false);
      // The close event is a queued task: on a busy page it can arrive after the dialog was opened
      // again (a quick reopen). Reporting it then would close the new one; the parent knows already.
      if (el.open) return;
      closed();
      const target = returnTo.current;
      returnTo.current = null;
      const fallback = target?.isConnected ? target : returnFocusRef.current?.();
      fallback?.focus({ preventScroll: true });
    };
    // A click on the dialog box itself (not its content) is a click on the backdrop. Keyboards
    // have Escape and the close button for the same thing.
    const handleClick = (e: MouseEvent) => {
      if (e.target === el) closed();
    };
    el.addEventListener('close', handleClose);
    el.addEventListener('click', handleClick);
    return () => {
      el.removeEventListener('close', handleClose);
      el.removeEventListener('click', handleClick);
      // Unmounted while open (e.g. a link inside it navigated away): release the page.
      if (el.open) lockScroll(false);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog dialog--${variant} ${className}`}
      aria-labelledby={labelledBy ?? titleId}
      aria-modal="true"
    >
      <div className="dialog__panel">
        <div className={`dialog__head${hideTitle ? ' dialog__head--bare' : ''}`}>
          {labelledBy ? null : (
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
              {title}
            </h2>
          )}
          <button type="button" className="icon-btn dialog__close" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        <div className="dialog__body">{used ? children : null}</div>
        {footer && used ? <div className="dialog__foot">{footer}</div> : null}
      </div>
    </dialog>
  );
}
