import type { AdminCategory } from '@atelier/contract/catalogue';
import { Form, useNavigation } from 'react-router';
import { ConfirmButton } from '../forms/confirm-button.tsx';

/** Deleting the category being edited (R22.11): its products, if any, move to the category chosen here. */
export function CategoryDeletePanel({ category, others }: { category: AdminCategory; others: AdminCategory[] }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="adm-panel" aria-labelledby="c-delete">
      <h2 id="c-delete" className="adm-panel__title">
        Delete {category.name}
      </h2>
      <Form method="post" className="adm-form">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={category.id} />
        <div className="field">
          <label className="field__label" htmlFor="c-move-to">
            Move its products to
          </label>
          <select id="c-move-to" name="moveTo" className="input" defaultValue="" aria-describedby="c-move-hint">
            <option value="">Do not move (only if it has no products)</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p id="c-move-hint" className="adm-hint">
            Archived products count too: they keep their place in past orders.
          </p>
        </div>
        <div>
          <ConfirmButton
            className="btn btn--outline btn--sm"
            disabled={busy}
            title={`Delete ${category.name}?`}
            message={
              category.products
                ? `${category.name} goes from the shop; its ${category.products} product${category.products === 1 ? '' : 's'} move to the category chosen above.`
                : `${category.name} goes from the shop. It has no products.`
            }
            confirmLabel="Delete category"
          >
            Delete category
          </ConfirmButton>
        </div>
      </Form>
    </section>
  );
}
