import { useEffect, useRef } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { FIT_LABELS, FITS, REVIEW_LIMITS, type MyReview, type ReviewStatus } from '@atelier/contract/reviews';
import { RequiredMark } from '~/components/ui/required-mark';
import './reviews.css';

export interface ReviewActionData {
  ok: boolean;
  message: string;
  reply: SubmissionResult<string[]>;
}

type Field = 'rating' | 'fit' | 'title' | 'text';

const STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'Your review is waiting for us to check it.',
  approved: 'Your review is on the product page.',
  hidden: 'We have hidden your review. You can change it and send it again.',
};

/**
 * The buyer's review of one product (R25.1-R25.5): stars, fit and words, plain text held to the
 * same limits as the API. After saving, focus moves to the thanks, so it is read at once.
 */
export function ReviewPage({ mine }: { mine: MyReview }) {
  const fetcher = useFetcher<ReviewActionData>();
  const actionData = useActionData<ReviewActionData>();
  const result = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';
  const doneRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<Record<Field, string>>({ id: 'review', lastResult: result?.reply });
  const { product, review } = mine;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.ok) {
      doneRef.current?.focus();
      return;
    }
    const bad = (['rating', 'fit', 'title', 'text'] as const).find((f) => fetcher.data?.reply.error?.[f]?.length);
    formRef.current?.querySelector<HTMLElement>(bad ? `[name="${bad}"]` : '#review-failure')?.focus();
  }, [fetcher.state, fetcher.data]);

  const error = (f: Field) => fields[f].errors?.[0];
  const described = (f: Field, hint?: string) => [error(f) ? `review-${f}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (f: Field) =>
    error(f) ? (
      <p id={`review-${f}-error`} className="auth-form__field-error">
        {error(f)}
      </p>
    ) : null;

  return (
    <div className="review-page">
      <h2 className="account__subtitle">Review {product.name}</h2>
      <p className="review-page__product">
        {product.name} in {product.colour} ·{' '}
        <Link to={`/product-detail/${product.slug}`} className="link-underline">
          See the product
        </Link>
      </p>
      {result?.ok ? (
        <div ref={doneRef} tabIndex={-1} className="account-notice account-notice--ok review-page__done" role="status">
          <h3 className="review-page__done-title">Thank you</h3>
          <p>{result.message}</p>
        </div>
      ) : review ? (
        <p className="account-notice">{STATUS_WORDS[review.status]}</p>
      ) : null}
      {!mine.eligible ? (
        <p className="account-notice">
          You can review a piece once it has been delivered to you. Reviews come from the account the order was placed with.
        </p>
      ) : (
        <fetcher.Form method="post" ref={formRef} id={form.id} className="account-form review-form" noValidate={false}>
          <fieldset
            className="account-form__group review-form__choices"
            aria-describedby={described('rating')}
            aria-invalid={error('rating') ? true : undefined}
          >
            <legend className="account-form__legend">
              Your rating <RequiredMark />
            </legend>
            <div className="review-form__options">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="review-form__option">
                  <input type="radio" name="rating" value={n} required defaultChecked={review?.rating === n} />
                  <span>
                    {n} {n === 1 ? 'star' : 'stars'}
                  </span>
                </label>
              ))}
            </div>
            {fieldError('rating')}
          </fieldset>
          <fieldset className="account-form__group review-form__choices" aria-describedby={described('fit')}>
            <legend className="account-form__legend">
              How does it fit? <RequiredMark />
            </legend>
            <div className="review-form__options">
              {FITS.map((f) => (
                <label key={f} className="review-form__option">
                  <input type="radio" name="fit" value={f} required defaultChecked={review?.fit === f} />
                  <span>{FIT_LABELS[f]}</span>
                </label>
              ))}
            </div>
            {fieldError('fit')}
          </fieldset>
          <div className="field">
            <span className="field__label">
              <label htmlFor="review-title">Title (optional)</label>
            </span>
            <input
              id="review-title"
              name="title"
              className="input"
              maxLength={REVIEW_LIMITS.title}
              defaultValue={review?.title ?? ''}
              aria-invalid={error('title') ? true : undefined}
              aria-describedby={described('title')}
            />
            {fieldError('title')}
          </div>
          <div className="field">
            <span className="field__label">
              <label htmlFor="review-text">Your review</label>
              <RequiredMark />
            </span>
            <textarea
              id="review-text"
              name="text"
              className="input review-form__text"
              rows={6}
              required
              minLength={REVIEW_LIMITS.textMin}
              maxLength={REVIEW_LIMITS.text}
              defaultValue={review?.text ?? ''}
              aria-invalid={error('text') ? true : undefined}
              aria-describedby={described('text', 'review-text-hint')}
            />
            <p id="review-text-hint" className="auth-form__hint">
              Between {REVIEW_LIMITS.textMin} and {REVIEW_LIMITS.text.toLocaleString('en-GB')} characters, plain text. We check each review
              before it appears.
            </p>
            {fieldError('text')}
          </div>
          {result && !result.ok && !busy ? (
            <p id="review-failure" className="auth-form__error" role="alert" tabIndex={-1}>
              {result.message}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Sending…' : review ? 'Update review' : 'Send review'}
            </button>
          </div>
        </fetcher.Form>
      )}
    </div>
  );
}
