import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { CHECKOUT_LIMITS, SHIPPING_COUNTRY, UK_CITIES } from '@atelier/contract/checkout';
import {
  checkoutFormValues,
  validateCheckoutForm,
  type CheckoutFieldErrors,
  type CheckoutFormField,
  type CheckoutFormValues,
} from '@atelier/contract/checkout-form';

export interface CheckoutActionData {
  values: CheckoutFormValues;
  fieldErrors: CheckoutFieldErrors;
  /** A sentence for the whole form: the API's refusal (stock ran out) or a summary. */
  message: string;
  code?: string;
}

type TextField = Exclude<CheckoutFormField, 'terms' | 'city'>;
interface FieldSpec {
  name: TextField;
  label: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
  inputMode?: 'tel';
  optional?: boolean;
  maxLength: number;
  wide?: boolean;
}

const NAME_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 50 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 50 },
];
const ADDRESS_FIELDS: FieldSpec[] = [
  { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1', maxLength: CHECKOUT_LIMITS.addressLine, wide: true },
  { name: 'addressLine2', label: 'Apartment, suite, etc.', autoComplete: 'address-line2', maxLength: CHECKOUT_LIMITS.addressLine, optional: true, wide: true },
];
const POSTCODE: FieldSpec = { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', maxLength: 10 };
const PHONE: FieldSpec = { name: 'phoneNumber', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: CHECKOUT_LIMITS.phone, wide: true };

/** Field order on screen: the first bad one takes the focus. */
const ORDER: CheckoutFormField[] = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postcode', 'phoneNumber', 'orderNote', 'terms'];

interface CheckoutFormProps {
  defaults: Pick<CheckoutFormValues, 'firstName' | 'lastName' | 'phoneNumber'>;
  /** The cart lines the shopper sees, encoded for the hidden field. */
  seenCart: string;
  canSubmit: boolean;
  result: CheckoutActionData | undefined;
}

/**
 * The shipping form. Checked in the browser by the contract's rules (the API's own), again by the
 * action; the terms box must be ticked, and its message takes the focus (store-spec 5).
 */
export function CheckoutForm({ defaults, seenCart, canSubmit, result }: CheckoutFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/checkout';
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CheckoutFieldErrors>(result?.fieldErrors ?? {});
  const values = result?.values;

  useEffect(() => setErrors(result?.fieldErrors ?? {}), [result]);
  useEffect(() => {
    if (result && !Object.keys(result.fieldErrors).length) document.getElementById('checkout-message')?.focus();
  }, [result]);

  const focusFirst = (errs: CheckoutFieldErrors) => {
    const form = formRef.current;
    if (!form) return;
    const target = errs.terms ? 'terms' : ORDER.find((f) => errs[f]);
    if (target) form.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();
  };

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    // Nothing to buy: nothing happens (store-spec 4).
    if (!canSubmit) {
      e.preventDefault();
      return;
    }
    const fd = new FormData(e.currentTarget);
    const checked = validateCheckoutForm(checkoutFormValues((n) => fd.get(n)));
    if (!checked.ok) {
      e.preventDefault();
      setErrors(checked.errors);
      focusFirst(checked.errors);
    }
  }

  const clear = (name: CheckoutFormField) => setErrors((errs) => (errs[name] ? { ...errs, [name]: undefined } : errs));

  const describedBy = (name: CheckoutFormField) => (errors[name] ? `checkout-${name}-error` : undefined);
  const errorText = (name: CheckoutFormField) =>
    errors[name] ? (
      <p id={`checkout-${name}-error`} className="checkout-field__error">
        {errors[name]}
      </p>
    ) : null;

  const input = (f: FieldSpec) => (
    <div key={f.name} className={`field checkout-field${f.wide ? ' checkout-field--wide' : ''}${errors[f.name] ? ' checkout-field--error' : ''}`}>
      <label className="field__label" htmlFor={`checkout-${f.name}`}>
        {f.label}
        {f.optional ? <span className="checkout-field__optional"> (optional)</span> : null}
      </label>
      <input
        id={`checkout-${f.name}`}
        className="input"
        name={f.name}
        type={f.type ?? 'text'}
        inputMode={f.inputMode}
        autoComplete={f.autoComplete}
        maxLength={f.maxLength}
        defaultValue={values ? values[f.name] : f.name in defaults ? defaults[f.name as keyof typeof defaults] : ''}
        aria-invalid={errors[f.name] ? true : undefined}
        aria-describedby={describedBy(f.name)}
        onChange={() => clear(f.name)}
      />
      {errorText(f.name)}
    </div>
  );

  return (
    <Form method="post" action="/checkout" className="checkout-form" ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="shipping-title">
      <input type="hidden" name="seenCart" value={seenCart} />
      <h2 id="shipping-title" className="checkout-section__title">
        Shipping address
      </h2>
      <div className="checkout-form__grid">
        {NAME_FIELDS.map(input)}
        {ADDRESS_FIELDS.map(input)}
        <div className={`field checkout-field${errors.city ? ' checkout-field--error' : ''}`}>
          <label className="field__label" htmlFor="checkout-city">
            City
          </label>
          <select
            id="checkout-city"
            name="city"
            className="select"
            required
            autoComplete="address-level2"
            defaultValue={values?.city ?? ''}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy('city')}
            onChange={() => clear('city')}
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
          {errorText('city')}
        </div>
        {input(POSTCODE)}
        <div className="field checkout-field checkout-field--wide">
          <label className="field__label" htmlFor="checkout-country">
            Country / Region
          </label>
          <input id="checkout-country" className="input" value={SHIPPING_COUNTRY} disabled readOnly />
        </div>
        {input(PHONE)}
        <div className={`field checkout-field checkout-field--wide${errors.orderNote ? ' checkout-field--error' : ''}`}>
          <label className="field__label" htmlFor="checkout-orderNote">
            Special instructions<span className="checkout-field__optional"> (optional)</span>
          </label>
          <textarea
            id="checkout-orderNote"
            name="orderNote"
            className="input checkout-field__textarea"
            rows={3}
            maxLength={CHECKOUT_LIMITS.orderNote}
            defaultValue={values?.orderNote ?? ''}
            placeholder="A safe place to leave the parcel, a door code…"
            aria-invalid={errors.orderNote ? true : undefined}
            aria-describedby={describedBy('orderNote')}
            onChange={() => clear('orderNote')}
          />
          {errorText('orderNote')}
        </div>
      </div>

      <div className={`checkout-terms${errors.terms ? ' checkout-terms--error' : ''}`}>
        <label className="checkout-terms__label">
          <input
            type="checkbox"
            name="terms"
            className="checkout-terms__box"
            defaultChecked={values?.terms ?? false}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={describedBy('terms')}
            onChange={(e) => {
              if (e.currentTarget.checked) clear('terms');
            }}
          />
          <span>
            I have read and agree to the{' '}
            <Link to="/terms-and-conditions" target="_blank" className="link-underline">
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link to="/return-and-refund" target="_blank" className="link-underline">
              return policy
            </Link>
            .
          </span>
        </label>
        {errorText('terms')}
      </div>

      {result?.message ? (
        <div id="checkout-message" className="checkout-alert" role="alert" tabIndex={-1}>
          {result.message}
          {result.code === 'OUT_OF_STOCK' || result.code === 'NOT_ON_SALE' || result.code === 'INSUFFICIENT_STOCK' || result.code === 'CART_CHANGED' ? (
            <>
              {' '}
              <Link to="/view-cart" className="link-underline">
                Review your cart
              </Link>
            </>
          ) : null}
        </div>
      ) : null}

      <button type="submit" className="btn btn--block checkout-form__submit" disabled={busy}>
        {busy ? 'Taking you to payment…' : 'Continue to payment'}
      </button>
      <p className="checkout-form__secure">
        You will pay on our payment provider&apos;s secure page. Your items are held for you while you pay.
      </p>
    </Form>
  );
}
