import type { AdminCollection } from '@atelier/contract/catalogue';
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ConfirmButton } from '../forms/confirm-button.tsx';
import { useFocusFirstError } from '../forms/focus.tsx';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { Notice, PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { PicturePanel } from './picture-panel.tsx';

export type CollectionActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; values?: Record<string, string>; chosen?: number[] };

export interface ProductChoice {
  id: number;
  name: string;
  colour: string;
}

interface Props {
  collections: AdminCollection[];
  products: ProductChoice[];
  editing?: AdminCollection;
  result?: CollectionActionData;
}

/** /admin/collections (R18.5): the list in the shop's order, with moves, and the form beside it. */
export function CollectionsPage({ collections, products, editing, result }: Props) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader
        title="Collections"
        subtitle="Shown on the store's Collections page, home and menus, in this order; a collection with no products is not linked."
      />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <AdminTable
        label="Collections"
        columns={[
          { label: 'Image', hidden: true },
          'Name',
          'Slug',
          { label: 'Products', num: true },
          { label: 'Move', hidden: true },
          { label: 'Edit', hidden: true },
        ]}
        style={{ marginBottom: 'var(--space-5)' }}
      >
        {collections.map((c, i) => (
          <tr key={c.id}>
            <td>
              {c.image ? (
                <img className="adm-table__thumb" src={c.image} alt="" width={40} height={50} loading="lazy" />
              ) : (
                <span className="adm-table__thumb" />
              )}
            </td>
            <td>{c.name}</td>
            <td className="adm-table__muted">{c.slug}</td>
            <td className="num">{c.products}</td>
            <td>
              <Form method="post" className="adm-inline-actions">
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  className="btn btn--outline btn--sm"
                  disabled={busy || i === 0}
                  aria-label={`Move ${c.name} up`}
                >
                  Up
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  className="btn btn--outline btn--sm"
                  disabled={busy || i === collections.length - 1}
                  aria-label={`Move ${c.name} down`}
                >
                  Down
                </button>
              </Form>
            </td>
            <td>
              <Link to={`?edit=${c.id}`} aria-label={`Edit ${c.name}`}>
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <div className="adm-grid-2">
        <CollectionForm key={editing?.id ?? `new-${collections.length}`} collection={editing} products={products} result={result} />
        {editing ? <CollectionExtras collection={editing} /> : null}
      </div>
    </>
  );
}

function CollectionForm({
  collection,
  products,
  result,
}: {
  collection?: AdminCollection;
  products: ProductChoice[];
  result?: CollectionActionData;
}) {
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : undefined;
  const v = failed?.values ?? {
    name: collection?.name ?? '',
    slug: collection?.slug ?? '',
    description: collection?.description ?? '',
    position: String(collection?.position ?? 0),
  };
  const chosen = new Set(failed?.chosen ?? collection?.productIds ?? []);
  const err = failed?.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  // Created or saved: drawn afresh (a new key), nothing unsaved (R22.24); refused: the first field in error (R22.26).
  const { dirty, guard } = useUnsavedChanges(form, result?.ok ? result : null);
  useFocusFirstError(form, Object.keys(err).length ? result : undefined);
  const input = (name: string, label: string, el: 'input' | 'textarea' = 'input') => (
    <div className="field">
      <label className="field__label" htmlFor={`col-${name}`}>
        {label}
      </label>
      {el === 'textarea' ? (
        <textarea id={`col-${name}`} name={name} className="input" rows={3} defaultValue={v[name]} maxLength={1000} />
      ) : (
        <input
          id={`col-${name}`}
          name={name}
          className="input"
          defaultValue={v[name]}
          inputMode={name === 'position' ? 'numeric' : undefined}
          aria-invalid={err[name] ? true : undefined}
          aria-describedby={err[name] ? `col-${name}-error` : undefined}
        />
      )}
      {err[name] ? (
        <p className="adm-error" id={`col-${name}-error`}>
          {err[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="adm-panel" aria-labelledby="col-form">
      <h2 id="col-form" className="adm-panel__title">
        {collection ? `Edit ${collection.name}` : 'New collection'}
      </h2>
      <Form method="post" className="adm-form" noValidate ref={form}>
        <input type="hidden" name="intent" value={collection ? 'update' : 'create'} />
        {collection ? <input type="hidden" name="id" value={collection.id} /> : null}
        {input('name', 'Name')}
        {input('slug', 'Slug')}
        {input('description', 'Intro', 'textarea')}
        {input('position', 'Order (lower first)')}
        <fieldset className="field adm-choices">
          <legend className="field__label">Products ({chosen.size} chosen)</legend>
          <ul className="adm-choices__list">
            {products.map((p) => (
              <li key={p.id}>
                <label className="adm-check">
                  <input type="checkbox" name="productIds" value={p.id} defaultChecked={chosen.has(p.id)} />
                  <span>
                    {p.name} <span className="adm-table__muted">({p.colour})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SaveBar dirty={dirty}>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            {collection ? 'Save collection' : 'Create collection'}
          </button>
          {collection ? (
            <Link to="/admin/collections" className="btn btn--outline btn--sm">
              Cancel
            </Link>
          ) : null}
        </SaveBar>
        {guard}
      </Form>
    </section>
  );
}

/** The picture and deletion of the collection being edited. */
function CollectionExtras({ collection }: { collection: AdminCollection }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <PicturePanel
        idPrefix="col"
        id={collection.id}
        image={collection.image}
        alt={`${collection.name} collection`}
        empty="No picture of its own: the shop shows one of its products."
      />
      <section className="adm-panel" aria-labelledby="col-delete" style={{ marginTop: 'var(--space-5)' }}>
        <h2 id="col-delete" className="adm-panel__title">
          Delete
        </h2>
        <p className="adm-hint">Deleting {collection.name} keeps its products in the shop.</p>
        <Form method="post" action="/admin/collections">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={collection.id} />
          <ConfirmButton
            className="btn btn--outline btn--sm"
            disabled={busy}
            title={`Delete ${collection.name}?`}
            message={`${collection.name} and its place in the menu go; its ${collection.productIds.length} product${collection.productIds.length === 1 ? '' : 's'} stay in the shop.`}
            confirmLabel="Delete collection"
          >
            Delete {collection.name}
          </ConfirmButton>
        </Form>
      </section>
    </div>
  );
}
