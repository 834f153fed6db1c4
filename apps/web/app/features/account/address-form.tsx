import { Form, Link, useNavigation } from 'react-router';
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { PostedAddressForm, SavedAddressInput, type SavedAddress } from '@atelier/contract/customers';
import { UK_CITIES } from '@atelier/contract/checkout';
import { RequiredMark } from '~/components/ui/required-mark';

type Name = 'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'postcode' | 'phoneNumber';
const TEXT: Array<{ name: Name; label: string; autoComplete: string; type?: string }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'phoneNumber', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

/** Add or edit a saved address (R20.15): the checkout form's rules, checked in the browser and by the API. */
export function AddressForm({ address, reply }: { address: SavedAddress | null; reply?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const [form, fields] = useForm<Record<Name | 'city', string>>({
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
      : { city: '' },
    constraint: getZodConstraint(SavedAddressInput),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostedAddressForm, disableAutoCoercion: true }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = address ? 'Edit address' : 'Add an address';
  const error = (name: keyof typeof fields) =>
    fields[name].errors ? (
      <p id={fields[name].errorId} className="auth-form__field-error">
        {fields[name].errors[0]}
      </p>
    ) : null;
  const { key: cityKey, ...cityProps } = getSelectProps(fields.city);
  return (
    <section className="address-form" aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="account__subtitle">
        {title}
      </h2>
      <Form method="post" {...getFormProps(form)} className="auth-form address-form__grid">
        <input type="hidden" name="id" value={address?.id ?? ''} />
        {TEXT.map((f) => {
          const { key, ...props } = getInputProps(fields[f.name], { type: (f.type ?? 'text') as 'text' });
          return (
            <div key={f.name} className="field">
              <span className="field__label">
                <label htmlFor={fields[f.name].id}>{f.name === 'addressLine2' ? `${f.label} (optional)` : f.label}</label>
                {fields[f.name].required ? <RequiredMark /> : null}
              </span>
              <input key={key} className="input" {...props} autoComplete={f.autoComplete} />
              {error(f.name)}
            </div>
          );
        })}
        <div className="field">
          <span className="field__label">
            <label htmlFor={fields.city.id}>City</label>
            <RequiredMark />
          </span>
          <select
            key={cityKey}
            className="select"
            {...cityProps}
            defaultValue={typeof fields.city.initialValue === 'string' ? fields.city.initialValue : ''}
            autoComplete="address-level2"
          >
            <option value="" disabled>
              Select a city
            </option>
            {UK_CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {error('city')}
        </div>
        <label className="address-form__default">
          <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} />
          <span>Use as my default address</span>
        </label>
        <div className="address-form__actions">
          <button type="submit" name="intent" value="save" className="btn" disabled={busy}>
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
