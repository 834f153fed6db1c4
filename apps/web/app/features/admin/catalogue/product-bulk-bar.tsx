import { BULK_ACTION_LABELS, BULK_ACTIONS } from '@atelier/contract/catalogue';
import { useNavigation } from 'react-router';

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
        <select id="bulk-action" className="input" name="action" defaultValue="">
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
        <select id="bulk-collection" className="input" name="collectionId" defaultValue="" aria-describedby="bulk-collection-hint">
          <option value="">No collection</option>
          {collections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--sm" disabled={busy}>
        Apply to ticked products
      </button>
      <p className="adm-hint adm-bulk__hint" id="bulk-collection-hint">
        The collection is used only to add the products to it or to remove them from it.
      </p>
    </fieldset>
  );
}
