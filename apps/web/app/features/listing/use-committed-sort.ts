import { useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';

/** Keys that browse a closed select's options, one step at a time, without choosing (R12.13). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The sort select applies a choice only when it is committed (R12.13): picked with the mouse or
 * touch, Enter pressed, or the select left. Arrow keys on the closed select (which change its value
 * at each step) only browse, so the results do not reload at every step. Without JavaScript the
 * form's Sort button applies it.
 */
export function useCommittedSort(current: string, apply: (value: string) => void) {
  const [value, setValue] = useState(current);
  const browsing = useRef(false);
  // A new sort from the address (a link, back) replaces what was browsed.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  const commit = (next: string) => {
    browsing.current = false;
    if (next !== current) apply(next);
  };

  return {
    value,
    onKeyDown(e: KeyboardEvent<HTMLSelectElement>) {
      if (e.key === 'Enter') {
        e.preventDefault();
        commit(e.currentTarget.value);
      } else if (BROWSING_KEYS.has(e.key) || e.key.length === 1) {
        browsing.current = true;
      }
    },
    onChange(e: ChangeEvent<HTMLSelectElement>) {
      setValue(e.target.value);
      if (!browsing.current) commit(e.target.value);
    },
    // A pick with the pointer commits, even after browsing with the keys.
    onMouseDown() {
      browsing.current = false;
    },
    onBlur(e: FocusEvent<HTMLSelectElement>) {
      if (browsing.current) commit(e.currentTarget.value);
    },
  };
}
