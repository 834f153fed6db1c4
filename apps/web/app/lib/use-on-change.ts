import { useState } from 'react';

/**
 * Calls `onChange` during render whenever `value` differs from the one last seen, so state that
 * follows a prop is adjusted before paint, not one render late from an effect (React's "adjusting
 * state when a prop changes"). `onChange` may only set state.
 */
export function useOnChange<T>(value: T, onChange: (value: T) => void): void {
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    onChange(value);
  }
}
