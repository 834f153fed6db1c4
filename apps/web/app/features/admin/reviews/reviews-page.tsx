import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { FIT_LABELS, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReviewList } from '@atelier/contract/reviews';
import { Stars } from '~/components/ui/stars';
import { AdminTable } from '~/components/ui/data-table';
import { PageHeader, Pager, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { formatDateTime } from '../format.ts';
import './reviews-page.css';

const TAB_WORDS = { pending: 'Waiting', approved: 'Shown', hidden: 'Hidden' } as const;

/**
 * The owner's review screen (R25.5): reviews waiting first, each shown on its product page or
 * hidden with one button; the words are text, never markup (R25.3).
 */
export function ReviewsPage({ data }: { data: AdminReviewList }) {
  const { search } = useLocation();
  const busy = useNavigation().state === 'submitting';
  const result = useActionData<{ ok: boolean; message: string }>();
  return (
    <>
      <PageHeader title="Reviews" subtitle={`${data.waiting} waiting for you to check`} />
      <nav className="adm-review-tabs" aria-label="Reviews by status">
        {REVIEW_STATUSES.map((s) => (
          <Link key={s} to={`?status=${s}`} className="btn btn--outline btn--sm" aria-current={s === data.status ? 'page' : undefined}>
            {TAB_WORDS[s]}
            {s === 'pending' ? ` (${data.waiting})` : ''}
          </Link>
        ))}
      </nav>
      {result ? <ResultNotice result={result} /> : null}
      {data.reviews.length ? (
        <AdminTable label={`${TAB_WORDS[data.status]} reviews`} columns={['Product', 'Review', 'Buyer', 'Written', 'Status']}>
          {data.reviews.map((r) => (
            <tr key={r.id}>
              <td>
                <a href={`/product-detail/${r.product.slug}#reviews`}>{r.product.name}</a>
                <br />
                <span className="adm-table__muted">{r.product.colour}</span>
              </td>
              <td className="adm-table__message">
                <Stars rating={r.rating} words="shown" /> · {FIT_LABELS[r.fit]}
                {r.title ? (
                  <>
                    <br />
                    <strong>{r.title}</strong>
                  </>
                ) : null}
                <span className="adm-review-text">
                  <br />
                  {r.text}
                </span>
              </td>
              <td>
                {r.author}
                <br />
                <span className="adm-table__muted">{r.email}</span>
              </td>
              <td className="adm-table__muted">{formatDateTime(r.at)}</td>
              <td>
                <StatusBadge status={REVIEW_STATUS_LABELS[r.status]} label={REVIEW_STATUS_LABELS[r.status]} />
                <div className="adm-review-actions">
                  {r.status !== 'approved' ? <SetStatus review={r} status="approved" verb="Approve" busy={busy} /> : null}
                  {r.status !== 'hidden' ? <SetStatus review={r} status="hidden" verb="Hide" busy={busy} /> : null}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">No {TAB_WORDS[data.status].toLowerCase()} reviews.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}

type Review = AdminReviewList['reviews'][number];

/** One move of a review: its button names the review, so a screen reader's list of buttons tells them apart. */
function SetStatus({ review, status, verb, busy }: { review: Review; status: 'approved' | 'hidden'; verb: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className="adm-link-btn"
        disabled={busy}
        aria-label={`${verb} the review by ${review.author} of ${review.product.name}`}
      >
        {verb}
      </button>
    </Form>
  );
}
