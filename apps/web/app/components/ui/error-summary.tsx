import { useId, type MouseEvent, type Ref } from 'react';
import './error-summary.css';

export interface SummaryError {
  /** Id of the field the message is about: its link takes the focus there. */
  fieldId: string;
  message: string;
}

/** The field itself takes the focus, and its label (above it) is scrolled into view with it. */
function goToField(e: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  e.preventDefault();
  const label = field.closest('.field, label, fieldset') ?? field;
  label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * A refused form's problems in one box at its top, each a link to its field. The form focuses it
 * after a failed submit, so a keyboard or screen-reader user hears every problem at once instead of
 * landing on the last field with the others out of sight.
 */
export function ErrorSummary({
  errors,
  ref,
  title = 'There is a problem',
}: {
  errors: SummaryError[];
  ref?: Ref<HTMLDivElement>;
  title?: string;
}) {
  const titleId = useId();
  if (!errors.length) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a href={`#${e.fieldId}`} onClick={(ev) => goToField(ev, e.fieldId)}>
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
