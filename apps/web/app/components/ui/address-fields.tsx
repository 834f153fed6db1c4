import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { FocusEvent } from 'react';
import { formatUkPostcode, UK_TOWN_SUGGESTIONS } from '@atelier/contract/checkout';
import { labelled, uncapped } from '~/lib/field-props';
import { PostcodeLookup } from './postcode-lookup.tsx';
import { RequiredMark } from './required-mark.tsx';
import './address-fields.css';

export type AddressFieldName = 'addressLine1' | 'addressLine2' | 'city' | 'postcode';

interface AddressFieldsProps {
  fields: Record<AddressFieldName, FieldMetadata<string>>;
  /** Said under the postcode: the region's surcharge, or that it is not delivered (R20.22). */
  postcodeNote?: { text: string; warn: boolean } | null;
  /** Told the postcode as written, once the shopper leaves the field, so the page can price its region. */
  onPostcode?: (postcode: string) => void;
  /** "Find address" beside the postcode, when the owner configured a lookup (R20.23). */
  lookup?: boolean;
}

/** The fields' labels, also for the messages of a form's error summary. */
export const ADDRESS_LABELS: Record<AddressFieldName, string> = {
  addressLine1: 'Address',
  addressLine2: 'Apartment, suite, etc.',
  city: 'Town or city',
  postcode: 'Postcode',
};

// No maxLength: the schema's caps (CHECKOUT_LIMITS) are checked and said, never cut (R9.14).
const SPECS: Array<{ name: AddressFieldName; autoComplete: string; wide?: boolean }> = [
  { name: 'addressLine1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postcode', autoComplete: 'postal-code' },
];

/**
 * The address part of the checkout form and of the address book (R20.21): any UK town, typed, with
 * suggestions; the postcode written the one way (formatUkPostcode) when the field is left. Both
 * forms use this, so they ask the same questions with the same rules.
 */
export function AddressFields({ fields, postcodeNote, onPostcode, lookup }: AddressFieldsProps) {
  const formatPostcode = (e: FocusEvent<HTMLInputElement>) => {
    const written = formatUkPostcode(e.currentTarget.value);
    if (written && written !== e.currentTarget.value) e.currentTarget.value = written;
    onPostcode?.(written ?? '');
  };
  const townList = `${fields.city.id}-towns`;
  const noteId = `${fields.postcode.id}-note`;
  return (
    <>
      {SPECS.map((spec) => {
        const field = fields[spec.name];
        const { key, ...props } = uncapped(getInputProps(field, { type: 'text' }));
        const label = ADDRESS_LABELS[spec.name];
        const isPostcode = spec.name === 'postcode';
        const describedBy = [props['aria-describedby'], isPostcode && postcodeNote ? noteId : undefined].filter(Boolean).join(' ');
        const input = (
          <input
            key={key}
            className="input"
            {...props}
            aria-describedby={describedBy || undefined}
            autoComplete={spec.autoComplete}
            list={spec.name === 'city' ? townList : undefined}
            autoCapitalize={isPostcode ? 'characters' : undefined}
            onBlur={isPostcode ? formatPostcode : undefined}
          />
        );
        return (
          <div
            key={spec.name}
            className={`field address-field${spec.wide ? ' address-field--wide' : ''}${field.errors ? ' address-field--error' : ''}`}
          >
            {field.required ? (
              <span className="field__label">
                <label htmlFor={field.id}>{label}</label>
                <RequiredMark />
              </span>
            ) : (
              <label className="field__label" htmlFor={field.id}>
                {label}
                <span className="address-field__optional"> (optional)</span>
              </label>
            )}
            {isPostcode && lookup ? (
              <div className="address-field__postcode">
                {input}
                <PostcodeLookup
                  ids={{
                    addressLine1: fields.addressLine1.id,
                    addressLine2: fields.addressLine2.id,
                    city: fields.city.id,
                    postcode: field.id,
                  }}
                />
              </div>
            ) : (
              input
            )}
            {field.errors ? (
              <p id={field.errorId} className="address-field__error">
                {labelled(label, field.errors[0]!)}
              </p>
            ) : null}
            {/* Always there when the page prices the postcode, so a change is announced. */}
            {isPostcode && onPostcode ? (
              <p id={noteId} className={`address-field__note${postcodeNote?.warn ? ' address-field__note--warn' : ''}`} aria-live="polite">
                {postcodeNote?.text}
              </p>
            ) : null}
          </div>
        );
      })}
      <datalist id={townList}>
        {UK_TOWN_SUGGESTIONS.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
    </>
  );
}
