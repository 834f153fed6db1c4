import { BULK_ACTION_LABELS, BULK_ACTIONS, needsCollection, type BulkAction } from '@atelier/contract/catalogue';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import { ConfirmButton } from '../forms/confirm-button.tsx';

const isBulkAction = (v: string): v is BulkAction => (BULK_ACTIONS as readonly string[]).includes(v);

interface Props {
  collections: { id: number; name: string }[];
  /** How many boxes are ticked; null before scripts run (the count cannot follow the ticks then). */
  selected: number | null;
}

/**
 * The bulk bar above the product list (R22.16): what to do with the ticked products, the
 * collection for the collection actions, and Apply. It sits in the list's form with the boxes: a
 * plain post, so it works without JavaScript.
 */
export function ProductBulkBar({ collections, selected }: Props) {
  const busy = useNavigation().state === 'submitting';
  const [action, setAction] = useState<BulkAction | null>(null);
  const [collection, setCollection] = useState('');
  const named = collections.find((c) => String(c.id) === collection)?.name;
  const count = `${selected} product${selected === 1 ? '' : 's'}`;
  // Asked only when there is something to do: with nothing ticked or chosen, the list's answer says what is missing.
  const ask = !!action && !!selected && (!needsCollection(action) || !!named);
  return (
    <fieldset className="adm-bulk">
      <legend className="adm-bulk__legend">Change the ticked products</legend>
      <p className="adm-bulk__count" aria-live="polite">
        {selected === null ? 'Tick products in the list, then choose an action.' : `${selected} selected`}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="bulk-action">
          Action
        </label>
        <select
          id="bulk-action"
          className="input"
          name="action"
          defaultValue=""
          onChange={(e) => setAction(isBulkAction(e.currentTarget.value) ? e.currentTarget.value : null)}
        >
          <option value="" disabled>
            Choose an action
          </option>
          {BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {BULK_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="bulk-collection">
          Collection
        </label>
        <select
          id="bulk-collection"
          className="input"
          name="collectionId"
          defaultValue=""
          aria-describedby="bulk-collection-hint"
          onChange={(e) => setCollection(e.currentTarget.value)}
        >
          <option value="">No collection</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {/* Says what, and to how many, before it is done (R22.25). */}
      <ConfirmButton
        className="btn btn--sm"
        disabled={busy}
        ask={ask}
        title={`${action ? BULK_ACTION_LABELS[action] : 'Change'}: ${count}?`}
        message={
          action && needsCollection(action)
            ? `${BULK_ACTION_LABELS[action]} “${named}”: ${count}. Each product is changed now.`
            : `${action ? BULK_ACTION_LABELS[action] : 'Change'}: ${count}. Each product is changed now.`
        }
        confirmLabel={`${action ? BULK_ACTION_LABELS[action] : 'Apply'}: ${count}`}
      >
        Apply to ticked products
      </ConfirmButton>
      <p className="adm-hint adm-bulk__hint" id="bulk-collection-hint">
        The collection is used only to add the products to it or to remove them from it.
      </p>
    </fieldset>
  );
}
