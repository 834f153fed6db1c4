import type { AdminCategory } from '@atelier/contract/catalogue';
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useFocusFirstError } from '../forms/focus.tsx';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Notice, PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { CategoryDeletePanel } from './category-delete-panel.tsx';
import { PicturePanel } from './picture-panel.tsx';

export interface CategoryActionData {
  ok: boolean;
  message: string;
  /** Conform's reply to the category form: what was posted and a message per bad field. */
  reply?: SubmissionResult<string[]>;
}

type CategoryField = 'name' | 'slug' | 'description' | 'position';

export function CategoriesPage({
  categories,
  editing,
  result,
}: {
  categories: AdminCategory[];
  editing?: AdminCategory;
  result?: CategoryActionData;
}) {
  return (
    <>
      <PageHeader title="Categories" subtitle="Shown in the store's menus and on the category page, in this order." />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      <AdminTable
        label="Categories"
        columns={[
          { label: 'Image', hidden: true },
          'Name',
          'Slug',
          { label: 'Order', num: true },
          { label: 'Products', num: true },
          { label: 'Edit', hidden: true },
        ]}
        style={{ marginBottom: 'var(--space-5)' }}
      >
        {categories.map((c) => (
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
            <td className="num">{c.position}</td>
            <td className="num">
              <Link to={`/admin/products?category=${c.id}`}>{c.products}</Link>
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
        <CategoryForm key={editing?.id ?? `new-${categories.length}`} category={editing} result={result} />
        {editing ? (
          <div>
            <PicturePanel idPrefix="c" id={editing.id} image={editing.image} alt={`${editing.name} category`} empty="No picture yet." />
            <CategoryDeletePanel category={editing} others={categories.filter((c) => c.id !== editing.id)} />
          </div>
        ) : null}
      </div>
    </>
  );
}

function CategoryForm({ category, result }: { category?: AdminCategory; result?: CategoryActionData }) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<CategoryField, string>>({
    id: 'category-form',
    lastResult: result?.reply,
    defaultValue: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      position: String(category?.position ?? 0),
    },
  });
  const ref = useRef<HTMLFormElement>(null);
  // Created or saved: drawn afresh (a new key), nothing unsaved (R22.24); refused: the first field in error (R22.26).
  const { dirty, guard } = useUnsavedChanges(ref, result?.ok ? result : null);
  useFocusFirstError(ref, result && !result.ok ? result : undefined);
  const input = (name: CategoryField, label: string, el: 'input' | 'textarea' = 'input') => {
    const field = fields[name];
    const error = field.errors?.[0];
    const common = {
      id: `c-${name}`,
      name,
      className: 'input',
      defaultValue: field.initialValue,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `c-${name}-error` : undefined,
    };
    return (
      <div className="field" key={field.key}>
        <label className="field__label" htmlFor={`c-${name}`}>
          {label}
        </label>
        {el === 'textarea' ? (
          <textarea {...common} rows={3} maxLength={1000} />
        ) : (
          <input {...common} inputMode={name === 'position' ? 'numeric' : undefined} />
        )}
        {error ? (
          <p className="adm-error" id={`c-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section className="adm-panel" aria-labelledby="c-form">
      <h2 id="c-form" className="adm-panel__title">
        {category ? `Edit ${category.name}` : 'New category'}
      </h2>
      <Form method="post" className="adm-form" id={form.id} noValidate ref={ref}>
        <input type="hidden" name="intent" value={category ? 'update' : 'create'} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        {input('name', 'Name')}
        {input('slug', 'Slug')}
        {input('description', 'Description', 'textarea')}
        {input('position', 'Order (lower first)')}
        <SaveBar dirty={dirty}>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            {category ? 'Save category' : 'Create category'}
          </button>
          {category ? (
            <Link to="/admin/categories" className="btn btn--outline btn--sm">
              Cancel
            </Link>
          ) : null}
        </SaveBar>
        {guard}
      </Form>
    </section>
  );
}
