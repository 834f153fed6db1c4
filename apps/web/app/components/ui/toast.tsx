import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';
interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

/** Toasts close by themselves after this long (R11.1)... */
export const TOAST_MS = 3000;
/** ...except on the account pages, where the toast library's default stays (R11.1). */
export const ACCOUNT_TOAST_MS = 5000;

/** How long a toast shown on this page stays up. */
export function toastMs(pathname: string): number {
  return /^\/account-(page|details|orders)\/?$/.test(pathname) ? ACCOUNT_TOAST_MS : TOAST_MS;
}

type ShowToast = (message: string, kind?: ToastKind) => void;
const ToastContext = createContext<ShowToast>(() => {});
const DismissContext = createContext<(message: string) => void>(() => {});

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Closes a toast by its message, e.g. a warning once the shopper has done what it asked. */
export function useDismissToast(): (message: string) => void {
  return useContext(DismissContext);
}

const defaultMs = () => TOAST_MS;

/** `durationMs` is asked when a toast is shown, so it can depend on the page the shopper is on then. */
export function ToastProvider({ children, durationMs = defaultMs }: { children: ReactNode; durationMs?: () => number }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, kind = 'info') => {
      const id = nextId.current++;
      setItems((list) => [...list.filter((t) => t.message !== message), { id, message, kind }]);
      window.setTimeout(() => dismiss(id), durationMs());
    },
    [dismiss, durationMs],
  );

  // The region is a manual popover so it sits in the top layer, above any open modal dialog.
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (items.length > 0) {
      if (el.matches(':popover-open')) el.hidePopover();
      el.showPopover();
    } else if (el.matches(':popover-open')) {
      el.hidePopover();
    }
  }, [items]);

  const value = useMemo(() => show, [show]);
  const dismissMessage = useCallback((message: string) => setItems((list) => list.filter((t) => t.message !== message)), []);
  return (
    <ToastContext.Provider value={value}>
      <DismissContext.Provider value={dismissMessage}>{children}</DismissContext.Provider>
      <div ref={region} className="toasts" popover="manual" role="region" aria-label="Notifications">
        {/* The live region wraps the list: a role on the <ol> itself would take away its list semantics. */}
        <div role="status" aria-live="polite">
          <ol>
            {items.map((t) => (
              <li key={t.id} className={`toast toast--${t.kind}`}>
                <span>{t.message}</span>
                <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
                  <CloseIcon width="16" height="16" />
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </ToastContext.Provider>
  );
}
