import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useBlocker, useNavigation } from 'react-router';
import { Dialog } from '~/components/ui/dialog.tsx';

/** What the forms inside hold now, files left out (their name is not a change the owner typed). */
function snapshot(root: HTMLElement | null): string {
  if (!root) return '';
  const forms = root instanceof HTMLFormElement ? [root] : [...root.querySelectorAll('form')];
  return JSON.stringify(forms.map((f) => [...new FormData(f)].filter(([, v]) => typeof v === 'string')));
}

/**
 * The one unsaved-changes guard of the back office (R22.24). It watches the form (or every form
 * inside `root`) against what it held when drawn, or when `savedKey` last changed, and while they
 * differ: a move to another page inside the app asks first, in an accessible dialog (React
 * Router's blocker), and closing or reloading the tab gets the browser's own question
 * (beforeunload). The form's own submission is never held. Returns whether anything is unsaved
 * (for the save bar) and the dialog to render.
 */
export function useUnsavedChanges(root: RefObject<HTMLElement | null>, savedKey: unknown = null): { dirty: boolean; guard: ReactNode } {
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const saved = useRef('');
  const submitting = useRef(false);
  const idle = useNavigation().state === 'idle';

  const measure = () => {
    const now = snapshot(root.current) !== saved.current;
    dirtyRef.current = now;
    setDirty(now);
  };

  // Saved (savedKey changed): nothing is unsaved any more; the effect below takes the new snapshot.
  const [key, setKey] = useState(savedKey);
  if (key !== savedKey) {
    setKey(savedKey);
    setDirty(false);
  }
  // Drawn, or saved: what the form holds now is the saved state.
  useEffect(() => {
    saved.current = snapshot(root.current);
    dirtyRef.current = false;
  }, [root, savedKey]);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onSubmit = () => (submitting.current = true);
    el.addEventListener('input', measure);
    el.addEventListener('change', measure);
    // Capture: before React Router's own handler starts the submission's navigation.
    el.addEventListener('submit', onSubmit, true);
    return () => {
      el.removeEventListener('input', measure);
      el.removeEventListener('change', measure);
      el.removeEventListener('submit', onSubmit, true);
    };
  });

  // A submission ended: a refused one kept the typing (still unsaved); a saved one drew the form
  // afresh or changed savedKey.
  useEffect(() => {
    if (idle) submitting.current = false;
  }, [idle]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const guard = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      closeLabel="Stay on this page"
      variant="modal"
      footer={
        <div className="adm-form__actions">
          <button type="button" className="btn btn--sm" data-autofocus onClick={() => blocker.reset?.()}>
            Stay on this page
          </button>
          <button type="button" className="btn btn--outline btn--sm adm-btn--danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      }
    >
      <p>You have changes on this page that are not saved. If you leave now, they are lost.</p>
    </Dialog>
  );
  return { dirty, guard };
}
