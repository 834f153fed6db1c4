import type { AdminCategory } from '@atelier/contract/admin-catalogue';
import { Form, Link, useNavigation } from 'react-router';
import { Notice, PageHeader } from './admin-layout.tsx';
import { AdminTable } from './admin-table.tsx';

export type CategoryActionData =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

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
        {editing ? <CategoryImage category={editing} /> : null}
      </div>
    </>
  );
}

function CategoryForm({ category, result }: { category?: AdminCategory; result?: CategoryActionData }) {
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : undefined;
  const v = failed?.values ?? {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    position: String(category?.position ?? 0),
  };
  const err = failed?.fieldErrors ?? {};
  const input = (name: string, label: string, el: 'input' | 'textarea' = 'input') => (
    <div className="field">
      <label className="field__label" htmlFor={`c-${name}`}>
        {label}
      </label>
      {el === 'textarea' ? (
        <textarea id={`c-${name}`} name={name} className="input" rows={3} defaultValue={v[name]} maxLength={1000} />
      ) : (
        <input
          id={`c-${name}`}
          name={name}
          className="input"
          defaultValue={v[name]}
          inputMode={name === 'position' ? 'numeric' : undefined}
          aria-invalid={err[name] ? true : undefined}
          aria-describedby={err[name] ? `c-${name}-error` : undefined}
        />
      )}
      {err[name] ? (
        <p className="adm-error" id={`c-${name}-error`}>
          {err[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="adm-panel" aria-labelledby="c-form">
      <h2 id="c-form" className="adm-panel__title">
        {category ? `Edit ${category.name}` : 'New category'}
      </h2>
      <Form method="post" className="adm-form" noValidate>
        <input type="hidden" name="intent" value={category ? 'update' : 'create'} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        {input('name', 'Name')}
        {input('slug', 'Slug')}
        {input('description', 'Description', 'textarea')}
        {input('position', 'Order (lower first)')}
        <div className="adm-form__actions">
          <button type="submit" className="btn btn--sm" disabled={busy}>
            {category ? 'Save category' : 'Create category'}
          </button>
          {category ? (
            <Link to="/admin/categories" className="btn btn--outline btn--sm">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function CategoryImage({ category }: { category: AdminCategory }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="adm-panel" aria-labelledby="c-image">
      <h2 id="c-image" className="adm-panel__title">
        Picture
      </h2>
      {category.image ? (
        <img
          src={category.image}
          alt={`${category.name} category`}
          width={160}
          height={200}
          style={{ objectFit: 'cover', marginBottom: 'var(--space-4)' }}
        />
      ) : (
        <p className="adm-panel__empty">No picture yet.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="adm-upload">
        <input type="hidden" name="intent" value="image" />
        <input type="hidden" name="id" value={category.id} />
        <div className="field">
          <label className="field__label" htmlFor="c-file">
            Replace the picture
          </label>
          <input id="c-file" className="input" type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
        </div>
        <button type="submit" className="btn btn--sm" disabled={busy}>
          Upload
        </button>
        <p className="adm-hint">JPEG, PNG or WebP, at most 10 MB.</p>
      </Form>
    </section>
  );
}
