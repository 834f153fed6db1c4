import type { AdminCategory } from '@atelier/contract/admin-catalogue';
import { GENDERS, isSizeSystem, SIZE_SYSTEM_NAMES, SIZE_SYSTEMS, sizeLabel, SYSTEM_SIZES } from '@atelier/contract/sizes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ProductFormValues } from './product-values.ts';
import { AdminTable } from './admin-table.tsx';

export interface Choices {
  categories: Pick<AdminCategory, 'id' | 'name'>[];
  collections: { id: number; name: string }[];
}

const GENDER_LABELS: Record<string, string> = { female: 'Women', male: 'Men', unisex: 'Unisex' };

function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The create and edit form of a product; posts intent=save to the page's action. */
export function ProductForm({
  values,
  errors,
  choices,
  isNew,
}: {
  values: ProductFormValues;
  errors: Record<string, string>;
  choices: Choices;
  isNew: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const slugRef = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(!isNew || values.slug !== '');
  const formRef = useRef<HTMLFormElement>(null);
  // The size rows follow the chosen size system (R3.12).
  const [system, setSystem] = useState(values.sizeSystem);
  // New values from the server (a refused or saved form) reset the choice, as React advises, in render.
  const [shown, setShown] = useState(values.sizeSystem);
  if (shown !== values.sizeSystem) {
    setShown(values.sizeSystem);
    setSystem(values.sizeSystem);
  }
  // A refused form takes the keyboard (and the view) to its first field in error.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const err = (name: string) => errors[name];
  const field = (name: string, label: string, input: ReactNode, hint?: string, wide = false) => (
    <div className={`field${wide ? ' adm-form__wide' : ''}`}>
      <label className="field__label" htmlFor={`p-${name}`}>
        {label}
      </label>
      {input}
      {hint ? (
        <p className="adm-hint" id={`p-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      {err(name) ? (
        <p className="adm-error" id={`p-${name}-error`}>
          {err(name)}
        </p>
      ) : null}
    </div>
  );
  const a11y = (name: string, hint = false) => ({
    id: `p-${name}`,
    name,
    'aria-invalid': err(name) ? true : undefined,
    'aria-describedby': [err(name) ? `p-${name}-error` : '', hint ? `p-${name}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <Form method="post" className="adm-form" noValidate ref={formRef}>
      <input type="hidden" name="intent" value="save" />
      <section className="adm-panel" aria-labelledby="p-basics">
        <h2 id="p-basics" className="adm-panel__title">
          Product
        </h2>
        <div className="adm-form__grid">
          {field(
            'name',
            'Name',
            <input
              className="input"
              {...a11y('name')}
              defaultValue={values.name}
              maxLength={160}
              required
              onInput={(e) => {
                // A new product's slug follows its name until the slug is typed in by hand.
                if (!slugTouched.current && slugRef.current) slugRef.current.value = slugify(e.currentTarget.value);
              }}
            />,
          )}
          {field(
            'slug',
            'Slug',
            <input
              ref={slugRef}
              className="input"
              {...a11y('slug', true)}
              defaultValue={values.slug}
              maxLength={120}
              required
              onInput={() => (slugTouched.current = true)}
            />,
            'The address: /product-detail/<slug>. Lowercase letters, digits and hyphens.',
          )}
          {field(
            'categoryId',
            'Category',
            <select className="input" {...a11y('categoryId')} defaultValue={values.categoryId} required>
              <option value="">Choose a category</option>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'gender',
            'For',
            <select className="input" {...a11y('gender')} defaultValue={values.gender}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>,
          )}
          {field('colour', 'Colour', <input className="input" {...a11y('colour')} defaultValue={values.colour} maxLength={60} required />)}
          {field(
            'colourHex',
            'Swatch value',
            <input
              className="input"
              {...a11y('colourHex', true)}
              defaultValue={values.colourHex}
              maxLength={7}
              placeholder="#c06a45"
              spellCheck={false}
            />,
            'The swatch shoppers see: # and six hex digits. Leave empty for the usual value of a named colour.',
          )}
          {field(
            'sizeSystem',
            'Size system',
            <select
              className="input"
              {...a11y('sizeSystem', true)}
              value={system}
              onChange={(e) => {
                if (isSizeSystem(e.currentTarget.value)) setSystem(e.currentTarget.value);
              }}
            >
              {SIZE_SYSTEMS.map((s) => (
                <option key={s} value={s}>
                  {SIZE_SYSTEM_NAMES[s]}
                </option>
              ))}
            </select>,
            'Every size of the product comes from this system.',
          )}
          {field(
            'price',
            'Price (£, VAT included)',
            <input className="input" {...a11y('price')} defaultValue={values.price} inputMode="decimal" required />,
          )}
          {field(
            'oldPrice',
            'Old price (£, optional)',
            <input className="input" {...a11y('oldPrice', true)} defaultValue={values.oldPrice} inputMode="decimal" />,
            'Shown struck through when set; must be higher than the price.',
          )}
          <div className="adm-form__wide adm-checks">
            <label className="adm-check">
              <input type="checkbox" name="isFinalSale" defaultChecked={values.isFinalSale} /> Final Sale (cannot be cancelled, returned or
              exchanged)
            </label>
            <label className="adm-check">
              <input type="checkbox" name="onSale" defaultChecked={values.onSale} /> Available to buy
            </label>
          </div>
          {choices.collections.length ? (
            <fieldset className="adm-form__wide adm-checks">
              <legend>Collections</legend>
              {choices.collections.map((c) => (
                <label key={c.id} className="adm-check">
                  <input type="checkbox" name="collectionIds" value={c.id} defaultChecked={values.collectionIds.includes(String(c.id))} />{' '}
                  {c.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {field(
            'detail',
            'Description',
            <textarea className="input" {...a11y('detail')} defaultValue={values.detail} maxLength={5000} rows={5} />,
            undefined,
            true,
          )}
          {field(
            'care',
            'Care',
            <textarea className="input" {...a11y('care')} defaultValue={values.care} maxLength={2000} rows={3} />,
            undefined,
            true,
          )}
        </div>
      </section>

      <section className="adm-panel" aria-labelledby="p-sizes">
        <h2 id="p-sizes" className="adm-panel__title">
          Sizes and stock
        </h2>
        {err('sizes') ? (
          <p className="adm-error" role="alert">
            {err('sizes')}
          </p>
        ) : null}
        <AdminTable label="Stock per size" columns={['Sold in', 'Stock', 'SKU']} compact className="adm-variants">
          {SYSTEM_SIZES[system].map((size) => {
            const row = values.sizes[size];
            const base = `size.${size}`;
            return (
              <tr key={size}>
                <td>
                  <input type="hidden" name={`${base}.id`} value={row.id} />
                  <label className="adm-check">
                    <input type="checkbox" name={`${base}.on`} defaultChecked={row.on} /> {sizeLabel(size)}
                  </label>
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`p-${base}.quantity`}>
                    Stock of {sizeLabel(size)}
                  </label>
                  <input className="input" {...a11y(`${base}.quantity`)} type="number" min={0} step={1} defaultValue={row.quantity} />
                  {err(`${base}.quantity`) ? (
                    <p className="adm-error" id={`p-${base}.quantity-error`}>
                      {err(`${base}.quantity`)}
                    </p>
                  ) : null}
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={`p-${base}.sku`}>
                    SKU of {sizeLabel(size)}
                  </label>
                  <input className="input" {...a11y(`${base}.sku`)} defaultValue={row.sku} maxLength={64} placeholder="SLUG-SIZE" />
                  {err(`${base}.sku`) ? (
                    <p className="adm-error" id={`p-${base}.sku-error`}>
                      {err(`${base}.sku`)}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <p className="adm-hint">
          Tick each size the product comes in. A blank SKU becomes SLUG-SIZE. A size taken off keeps its past orders.
        </p>
      </section>

      <div className="adm-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : isNew ? 'Create product' : 'Save changes'}
        </button>
      </div>
    </Form>
  );
}
