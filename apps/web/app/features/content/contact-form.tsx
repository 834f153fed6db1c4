import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { CONTACT_LIMITS, type ContactField } from '@atelier/contract/messages';

export interface ContactActionData {
  ok: boolean;
  /** The sentence under the form: the server's thanks, or what went wrong. */
  message: string;
  /** Conform's reply to the post: per-field messages, and a reset after a sent message. */
  reply: SubmissionResult<string[]>;
}

const fields: { name: ContactField; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Your message', type: 'textarea' },
];

/**
 * Posts to the contact page's own action, which checks it with the contract's schema (Conform's
 * parseWithZod) before the API sees it. With JavaScript it goes through a fetcher (no reload);
 * without it the browser posts the form and the page comes back with the same reply. No schema
 * runs in the browser: it would bring zod into the page for three required fields.
 */
export function ContactForm() {
  const fetcher = useFetcher<ContactActionData>();
  const actionData = useActionData<ContactActionData>();
  const result = fetcher.data ?? actionData;
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const [form, conform] = useForm<Record<ContactField, string>>({ id: 'contact', lastResult: result?.reply });

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      return;
    }
    const firstBad = fields.find((f) => fetcher.data?.reply.error?.[f.name]?.length);
    if (firstBad) formRef.current?.querySelector<HTMLElement>(`[name="${firstBad.name}"]`)?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" className="contact-form" ref={formRef} id={form.id} noValidate={false}>
      {fields.map((f) => {
        const id = `contact-${f.name}`;
        const field = conform[f.name];
        const error = field.errors?.[0];
        const common = {
          id,
          name: f.name,
          required: true,
          maxLength: CONTACT_LIMITS[f.name],
          defaultValue: field.initialValue,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.key ?? f.name} className={`field contact-form__field${error ? ' contact-form__field--error' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {f.label} <span aria-hidden="true">*</span>
            </label>
            {f.type === 'textarea' ? (
              <textarea className="input contact-form__textarea" rows={6} {...common} />
            ) : (
              <input className="input" type={f.type} autoComplete={f.autoComplete} {...common} />
            )}
            {error ? (
              <p id={`${id}-error`} className="contact-form__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="contact-form__footer">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Sending…' : 'Send message'}
        </button>
        <p className="contact-form__note">All fields are required. We reply within one business day.</p>
      </div>
      <div id="contact-form-status" role="status" aria-live="polite" className="contact-form__status">
        {result && !busy ? <p className={result.ok ? 'contact-form__success' : 'contact-form__failure'}>{result.message}</p> : null}
      </div>
    </fetcher.Form>
  );
}
