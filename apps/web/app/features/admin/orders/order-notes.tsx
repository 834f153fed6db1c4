import type { OrderNotes } from '@atelier/contract/fulfilment';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '../format.ts';
import { useResetAfterAdd } from '../forms/reset-after-add.ts';
import type { OrderActionData } from './order-action-data.ts';

/** Internal notes on an order (R22.5): the shop's people only, never the customer. */
export function OrderNotesPanel({ notes, result }: { notes: OrderNotes['notes']; result?: OrderActionData }) {
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // Saved: the box empties, so the same note is not added twice (R22.25); a refused one keeps its text.
  useResetAfterAdd(form, result, !!result?.noted);
  return (
    <section className="adm-panel" aria-labelledby="order-notes">
      <h2 id="order-notes" className="adm-panel__title">
        Internal notes
      </h2>
      {notes.length ? (
        <ol className="adm-timeline">
          {notes.map((n) => (
            <li key={n.id} className="adm-timeline__item">
              <p className="adm-timeline__meta">
                {formatDateTime(n.at)} · {n.author ?? 'a deleted account'}
              </p>
              <p className="adm-timeline__note">{n.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="adm-panel__empty">No notes yet.</p>
      )}
      <Form method="post" className="adm-form" style={{ marginTop: 'var(--space-4)' }} ref={form}>
        <input type="hidden" name="intent" value="note" />
        <div className="field">
          <label className="field__label" htmlFor="order-note-body">
            Add a note (never shown to the customer)
          </label>
          <textarea id="order-note-body" name="body" className="input" rows={2} maxLength={2000} required />
        </div>
        <div>
          <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
            Add note
          </button>
        </div>
      </Form>
    </section>
  );
}
