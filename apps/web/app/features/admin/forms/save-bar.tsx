import type { ReactNode } from 'react';

/**
 * The save button of a long form, kept in view (R22.24): a bar that sticks to the bottom of the
 * window while the form runs on, opaque, saying whether anything is unsaved. admin.css keeps
 * focused fields clear of it (scroll-padding, WCAG 2.4.11).
 */
export function SaveBar({ dirty, children }: { dirty: boolean; children: ReactNode }) {
  return (
    <div className="adm-savebar">
      <p className={`adm-savebar__state${dirty ? ' adm-savebar__state--dirty' : ''}`} aria-live="polite">
        {dirty ? 'Unsaved changes' : 'No unsaved changes'}
      </p>
      <div className="adm-savebar__actions">{children}</div>
    </div>
  );
}
