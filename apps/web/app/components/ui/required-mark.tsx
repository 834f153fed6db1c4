import './required-mark.css';

/**
 * The '*' after a required field's label. Hidden from screen readers, which announce the field's
 * own required attribute instead (and would read the star as 'star').
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}
