import { useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Dialog } from '~/components/ui/dialog.tsx';

/**
 * A submit button that asks first (R22.25): removals and bulk moves say what they will do, to how
 * many, before the form goes. "Cancel" takes the focus (the safe answer); confirming sends the form
 * with this button as the submitter, so its name and value go too. Without script the button
 * submits at once, as any button.
 */
export function ConfirmButton({
  title,
  message,
  confirmLabel,
  ask = true,
  children,
  ...button
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** False: nothing to confirm yet (nothing chosen); the form goes and its action says what is missing. */
  ask?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'title'>) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...button}
        ref={ref}
        type="submit"
        onClick={(e) => {
          button.onClick?.(e);
          if (e.defaultPrevented || !ask) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel="Cancel"
        variant="modal"
        footer={
          <div className="adm-form__actions">
            <button type="button" className="btn btn--outline btn--sm" data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn--sm adm-btn--danger-solid"
              onClick={() => {
                setOpen(false);
                const el = ref.current;
                el?.form?.requestSubmit(el);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        }
      >
        <p>{message}</p>
      </Dialog>
    </>
  );
}
