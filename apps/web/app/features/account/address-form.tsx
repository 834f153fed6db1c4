import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { PostedAddressForm, SavedAddressInput, type SavedAddress } from '@atelier/contract/customers';
import { ADDRESS_LABELS, AddressFields } from '~/components/ui/address-fields';
import { ErrorSummary } from '~/components/ui/error-summary';
import { labelled, uncapped } from '~/lib/field-props';
import { RequiredMark } from '~/components/ui/required-mark';

type Name = 'firstName' | 'lastName' | 'phoneNumber';
const NAMES: Array<{ name: Name; label: string; autoComplete: string; type?: string }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
const PHONE = { name: 'phoneNumber', label: 'Phone', autoComplete: 'tel', type: 'tel' } as const;
const ORDER = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postcode', 'phoneNumber'] as const;
const LABELS: Record<(typeof ORDER)[number], string> = {
  ...ADDRESS_LABELS,
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone',
};

/**
 * Add or edit a saved address (R20.15): the checkout form's rules, checked in the browser and by the
 * API. A refused save (either) marks each field and lists them in a summary at the top, which takes
 * the focus (R9.14).
 */
export function AddressForm({
  address,
  reply,
  lookup = false,
}: {
  address: SavedAddress | null;
  reply?: SubmissionResult<string[]>;
  lookup?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  // Refused by the server (a new reply) or in the browser (counted): the summary takes the focus.
  useEffect(() => {
    if (reply?.error && Object.keys(reply.error).length) summaryRef.current?.focus();
  }, [reply]);
  useEffect(() => {
    if (refusals) summaryRef.current?.focus();
  }, [refusals]);
  const [form, fields] = useForm<Record<Name | 'addressLine1' | 'addressLine2' | 'city' | 'postcode', string>>({
    id: `address-${address?.id ?? 'new'}`,
    lastResult: reply,
    defaultValue: address
      ? {
          firstName: address.firstName,
          lastName: address.lastName,
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2,
          city: address.city,
          postcode: address.postcode,
          phoneNumber: address.phoneNumber,
        }
      : {},
    constraint: getZodConstraint(SavedAddressInput),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostedAddressForm, disableAutoCoercion: true }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = address ? 'Edit address' : 'Add an address';
  const summary = ORDER.flatMap((name) => {
    const message = fields[name].errors?.[0];
    return message ? [{ fieldId: fields[name].id, message: labelled(LABELS[name], message) }] : [];
  });
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (busy) return e.preventDefault();
    form.onSubmit(e);
    if (e.defaultPrevented) setRefusals((n) => n + 1);
  }
  const error = (name: Name) =>
    fields[name].errors ? (
      <p id={fields[name].errorId} className="auth-form__field-error">
        {labelled(LABELS[name], fields[name].errors[0]!)}
      </p>
    ) : null;
  const text = (f: { name: Name; label: string; autoComplete: string; type?: string }) => {
    const { key, ...props } = uncapped(getInputProps(fields[f.name], { type: (f.type ?? 'text') as 'text' }));
    return (
      <div key={f.name} className="field">
        <span className="field__label">
          <label htmlFor={fields[f.name].id}>{f.label}</label>
          {fields[f.name].required ? <RequiredMark /> : null}
        </span>
        <input key={key} className="input" {...props} autoComplete={f.autoComplete} />
        {error(f.name)}
      </div>
    );
  };
  return (
    <section className="address-form" aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="account__subtitle">
        {title}
      </h2>
      <ErrorSummary ref={summaryRef} errors={summary} />
      <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="auth-form address-form__grid">
        <input type="hidden" name="id" value={address?.id ?? ''} />
        {NAMES.map(text)}
        <AddressFields fields={fields} lookup={lookup} />
        {text(PHONE)}
        <label className="address-form__default">
          <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} />
          <span>Use as my default address</span>
        </label>
        <div className="address-form__actions">
          {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
          <button type="submit" name="intent" value="save" className="btn" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Save address'}
          </button>
          <Link to="/account-addresses" className="btn btn--outline">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
