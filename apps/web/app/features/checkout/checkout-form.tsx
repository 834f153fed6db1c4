import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  SHIPPING_COUNTRY,
  CHECKOUT_FORM_FIELDS,
  type CheckoutForm as CheckoutFormOutput,
  checkoutFormFor,
  type CollectCheckoutForm,
  type CheckoutFormField,
  type CheckoutFormValues,
  type DeliveryMethod,
  withGuestEmail,
} from '@atelier/contract/checkout';
import type { DeliveryOptionView, QuoteResponse } from '@atelier/contract/discounts';
import { ADDRESS_LABELS, AddressFields } from '~/components/ui/address-fields';
import { labelled, uncapped } from '~/lib/field-props';
import { ErrorSummary } from '~/components/ui/error-summary';
import { DeliveryChoice } from './delivery-choice.tsx';
import { RequiredMark } from '~/components/ui/required-mark';
import { collectionPromise } from '@atelier/contract/settings';
import { useShopTerms } from '~/lib/shop-terms';
import { rememberTerms } from '~/lib/terms-accepted';
import { ReminderChoice } from './reminder-choice.tsx';

export interface CheckoutActionData {
  /** The form as posted, with the schema's message per bad field (Conform's submission reply). */
  reply?: SubmissionResult<string[]>;
  /** A sentence for the whole form: the API's refusal (stock ran out, cart changed). */
  message?: string;
  code?: string;
  /** After Apply: the cart priced with the code typed, and that code; the gift card typed and the store credit choice (R23.4). */
  quote?: QuoteResponse;
  giftCard?: string;
  useCredit?: boolean;
}

type TextField = Exclude<CheckoutFormField, 'terms'> | 'email';
interface FieldSpec {
  name: TextField;
  label: string;
  autoComplete?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'tel';
  wide?: boolean;
}

// No maxLength on any field: the schema's caps are checked in the browser as on the server and
// said over the field, never cut short (R9.14).
const NAME_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];
/** A guest's only extra field (R5.14): where the confirmation, and the order's link, go. */
const EMAIL: FieldSpec = { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true };
const PHONE: FieldSpec = { name: 'phoneNumber', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', wide: true };

/** Each field's label, for messages that name no field ('must be at most 1000 characters'). */
const LABELS: Record<CheckoutFormField | 'email', string> = {
  ...ADDRESS_LABELS,
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone',
  orderNote: 'Special instructions',
  terms: 'Terms',
};

interface CheckoutFormProps {
  defaults: Omit<CheckoutFormValues, 'terms'>;
  deliveryOptions: DeliveryOptionView[];
  delivery: DeliveryMethod;
  onDeliveryChange: (method: DeliveryMethod) => void;
  nextDay: string | null;
  /** "Find address" beside the postcode (R20.23). */
  addressLookup?: boolean;
  /** The cart lines the shopper sees, encoded for the hidden field. */
  seenCart: string;
  canSubmit: boolean;
  result: CheckoutActionData | undefined;
  /** The postcode's region, priced (R20.22): said under the postcode. */
  postcodeNote: { text: string; warn: boolean } | null;
  onPostcode: (postcode: string) => void;
  /** No account: the form asks the e-mail address and offers no address book. */
  guest?: boolean;
  /** Ticked already in this visit (R5.19). */
  termsAccepted?: boolean;
}

/**
 * The shipping form. Conform checks it in the browser with the contract's schema (the API's own
 * rules), and the action parses the post with the same schema. A refused submit puts every problem in
 * the summary at the top and takes the focus there; the terms box must be ticked (R5.3).
 */
export function CheckoutForm({
  defaults,
  deliveryOptions,
  delivery,
  onDeliveryChange,
  nextDay,
  addressLookup = false,
  seenCart,
  canSubmit,
  result,
  postcodeNote,
  onPostcode,
  guest = false,
  termsAccepted = false,
}: CheckoutFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === '/checkout';
  const summaryRef = useRef<HTMLDivElement>(null);
  // Counts refused submits (in the browser or by the action): each one moves the focus to the summary.
  const [refusals, setRefusals] = useState(0);
  const terms = useShopTerms();
  // Click & collect asks who collects it, not where to send it (R20.18).
  const collect = delivery === 'collect';
  const { schema, posted } = checkoutFormFor(delivery);
  const checked = guest ? withGuestEmail(posted) : posted;
  const [form, fields] = useForm<Record<CheckoutFormField | 'email', string>, CheckoutFormOutput | CollectCheckoutForm>({
    id: 'checkout',
    lastResult: result?.reply,
    defaultValue: { ...defaults, ...(termsAccepted ? { terms: 'on' } : {}) },
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checked, disableAutoCoercion: true }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  useEffect(() => {
    if (result?.reply?.error && Object.keys(result.reply.error).length) setRefusals((n) => n + 1);
    else if (result?.message) document.getElementById('checkout-message')?.focus();
  }, [result]);
  useEffect(() => {
    if (refusals) summaryRef.current?.focus();
  }, [refusals]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    // One submission at a time: the buttons say so with aria-disabled rather than disabled, which
    // would drop the focus of the shopper who pressed one to the page.
    if (busy) {
      e.preventDefault();
      return;
    }
    // Applying a discount code is not checking out: the address is not judged yet.
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === 'intent' && submitter.value === 'apply-code') return;
    // Nothing to buy: nothing happens (R5.3).
    if (!canSubmit) {
      e.preventDefault();
      return;
    }
    form.onSubmit(e);
    if (e.defaultPrevented) setRefusals((n) => n + 1);
  }

  const summary = [...(guest ? (['email'] as const) : []), ...CHECKOUT_FORM_FIELDS].flatMap((name) => {
    const message = fields[name].errors?.[0];
    return message ? [{ fieldId: fields[name].id, message: labelled(LABELS[name], message) }] : [];
  });

  const errorText = (name: CheckoutFormField | 'email') =>
    fields[name].errors ? (
      <p id={fields[name].errorId} className="checkout-field__error">
        {labelled(LABELS[name], fields[name].errors[0]!)}
      </p>
    ) : null;

  // The star sits beside the label, not in it: the field's name stays just its label.
  const label = (name: CheckoutFormField | 'email', text: ReactNode) =>
    fields[name].required || name === 'email' ? (
      <span className="field__label">
        <label htmlFor={fields[name].id}>{text}</label>
        <RequiredMark />
      </span>
    ) : (
      <label className="field__label" htmlFor={fields[name].id}>
        {text}
        <span className="checkout-field__optional"> (optional)</span>
      </label>
    );

  const input = (f: FieldSpec) => {
    const { key, ...props } = uncapped(getInputProps(fields[f.name], { type: f.type ?? 'text' }));
    return (
      <div
        key={f.name}
        className={`field checkout-field${f.wide ? ' checkout-field--wide' : ''}${fields[f.name].errors ? ' checkout-field--error' : ''}`}
      >
        {label(f.name, f.label)}
        <input key={key} className="input" {...props} inputMode={f.inputMode} autoComplete={f.autoComplete} />
        {errorText(f.name)}
      </div>
    );
  };

  const { key: noteKey, ...noteProps } = uncapped(getTextareaProps(fields.orderNote));
  const { key: termsKey, ...termsProps } = getInputProps(fields.terms, { type: 'checkbox' });

  return (
    <Form
      method="post"
      action="/checkout"
      className="checkout-form"
      {...getFormProps(form)}
      onSubmit={onSubmit}
      aria-labelledby="shipping-title"
    >
      <input type="hidden" name="seenCart" value={seenCart} />
      {/* The method first: it decides whether an address is asked at all. */}
      <DeliveryChoice options={deliveryOptions} value={delivery} onChange={onDeliveryChange} nextDay={nextDay} />
      <h2 id="shipping-title" className="checkout-section__title">
        {collect ? 'Who collects the order' : 'Shipping address'}
      </h2>
      <ErrorSummary ref={summaryRef} errors={summary} />
      {collect && terms ? <p className="checkout-collect-point">{collectionPromise(terms)} We email you when it is ready.</p> : null}
      <p className="checkout-form__required">
        Fields marked <RequiredMark /> <span className="visually-hidden">with a star </span>are required.
      </p>
      <div className="checkout-form__grid">
        {guest ? input(EMAIL) : null}
        {NAME_FIELDS.map(input)}
        {collect ? null : (
          <>
            <AddressFields fields={fields} postcodeNote={postcodeNote} onPostcode={onPostcode} lookup={addressLookup} />
            <div className="field checkout-field checkout-field--wide">
              <label className="field__label" htmlFor="checkout-country">
                Country / Region
              </label>
              <input id="checkout-country" className="input" value={SHIPPING_COUNTRY} disabled readOnly />
            </div>
          </>
        )}
        {input(PHONE)}
        <div className={`field checkout-field checkout-field--wide${fields.orderNote.errors ? ' checkout-field--error' : ''}`}>
          {label('orderNote', 'Special instructions')}
          <textarea
            key={noteKey}
            className="input checkout-field__textarea"
            {...noteProps}
            rows={3}
            placeholder={collect ? 'Anything we should know when you collect…' : 'A safe place to leave the parcel, a door code…'}
          />
          {errorText('orderNote')}
        </div>
      </div>

      {collect || guest ? null : (
        <label className="checkout-save">
          <input type="checkbox" name="saveAddress" className="checkout-terms__box" />
          <span>Save this address to my account</span>
        </label>
      )}

      <ReminderChoice />

      <div className={`checkout-terms${fields.terms.errors ? ' checkout-terms--error' : ''}`}>
        <label className="checkout-terms__label">
          <input key={termsKey} className="checkout-terms__box" {...termsProps} onChange={(e) => rememberTerms(e.target.checked)} />
          <span>
            I have read and agree to the{' '}
            <Link to="/terms-and-conditions" target="_blank" className="link-underline">
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link to="/return-and-refund" target="_blank" className="link-underline">
              return policy
            </Link>
            .<RequiredMark />
          </span>
        </label>
        {errorText('terms')}
      </div>

      {result?.message ? (
        <div id="checkout-message" className="checkout-alert" role="alert" tabIndex={-1}>
          {result.message}
          {result.code === 'OUT_OF_STOCK' ||
          result.code === 'NOT_ON_SALE' ||
          result.code === 'INSUFFICIENT_STOCK' ||
          result.code === 'CART_CHANGED' ? (
            <>
              {' '}
              <Link to="/view-cart" className="link-underline">
                Review your cart
              </Link>
            </>
          ) : null}
        </div>
      ) : null}

      <button type="submit" className="btn btn--block checkout-form__submit" aria-disabled={busy || undefined}>
        {busy ? 'Taking you to payment…' : 'Continue to payment'}
      </button>
      <p className="checkout-form__secure">
        You will pay on our payment provider&apos;s secure page. Your items are held for you while you pay.
      </p>
    </Form>
  );
}
