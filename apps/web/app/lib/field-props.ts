import type { getInputProps } from '@conform-to/react';

type InputProps = ReturnType<typeof getInputProps>;

/**
 * A Conform text field's props without `maxLength`. The cap stays in the contract's schema, which
 * the browser runs as the server does and which says over the field what is too long; the
 * attribute would cut a pasted or autofilled name short without a word (R9.14, decision 0052).
 */
export function uncapped<P extends { maxLength?: number }>(props: P): Omit<P, 'maxLength'> {
  const { maxLength: _maxLength, ...rest } = props;
  return rest;
}

/**
 * The same for the storefront's Field (features/account/form-bits), which also ties its message and
 * hint itself: without `key` (React's own) and Conform's aria pair.
 */
export function textProps(props: InputProps) {
  const { key: _key, 'aria-invalid': _invalid, 'aria-describedby': _describedBy, ...rest } = uncapped(props);
  return rest;
}

/**
 * A schema message that names no field ('must be at most 200 characters', the API's words) gets
 * the field's label in front, so it reads on its own in an error summary.
 */
export function labelled(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
