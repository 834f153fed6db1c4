import type { OrderNotes } from '@atelier/contract/fulfilment';
import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '../format.ts';

/** Internal notes on an order (R22.5): the shop's people only, never the customer. */
export function OrderNotesPanel({ notes }: { notes: OrderNotes['notes'] }) {
  const busy = useNavigation().state === 'submitting';
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
      <Form method="post" className="adm-form" style={{ marginTop: 'var(--space-4)' }}>
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
