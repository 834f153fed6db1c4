import { type AdminCategory, MAX_STYLE_COLOURS, GENDERS, isSizeSystem, SIZE_SYSTEM_NAMES, SIZE_SYSTEMS } from '@atelier/contract/catalogue';
import { useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { StockGrid } from './product-grid.tsx';
import { slugify, systemOf, type ProductFormValues } from './product-values.ts';

export interface Choices {
  categories: Pick<AdminCategory, 'id' | 'name'>[];
  collections: { id: number; name: string }[];
}

const GENDER_LABELS: Record<string, string> = { female: 'Women', male: 'Men', unisex: 'Unisex' };

type Field = FieldMetadata<unknown, ProductFormValues, string[]>;

/** A posted checkbox group: one value comes back as a string, several as a list. */
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);

/**
 * The create and edit form of a product (Conform; checked on the server by the contract's rules).
 * A new product is a style in one or more colours, each a column of the size grid (R17.8); the
 * edit page saves one colour, its siblings are on the colours panel below it.
 */
export function ProductForm({
  defaults,
  reply,
  choices,
  isNew,
}: {
  defaults: ProductFormValues;
  reply?: SubmissionResult<string[]>;
  choices: Choices;
  isNew: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<ProductFormValues>({ id: 'product-form', lastResult: reply, defaultValue: defaults });
  const slugRef = useRef<HTMLInputElement>(null);
  const slugTouched = useRef(!isNew || !!defaults.slug);
  const formRef = useRef<HTMLFormElement>(null);
  // Drawn afresh (a new key) once saved: what it holds then is the saved state.
  const { dirty, guard } = useUnsavedChanges(formRef);
  const colours = fields.colours.getFieldList();
  // The grid's rows follow the chosen size system (R3.12); the values posted last set it again.
  const initialSystem = systemOf((reply?.initialValue as ProductFormValues | null | undefined) ?? defaults);
  const [system, setSystem] = useState(initialSystem);
  const [shown, setShown] = useState(initialSystem);
  if (shown !== initialSystem) {
    setShown(initialSystem);
    setSystem(initialSystem);
  }
  // A refused form takes the keyboard to its first field in error; an added colour to its name.
  const count = useRef(colours.length);
  useEffect(() => {
    const added = colours.length > count.current;
    count.current = colours.length;
    const target = added
      ? formRef.current?.querySelector<HTMLElement>(`#p-colour-${colours.length - 1}`)
      : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [reply, colours.length]);

  const err = (f: Field) => f.errors?.[0];
  const a11y = (f: Field, id: string, hint = false) => ({
    id,
    name: f.name,
    'aria-invalid': err(f) ? true : undefined,
    'aria-describedby': [err(f) ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });
  const text = (f: Field) => (typeof f.initialValue === 'string' ? f.initialValue : '');
  const field = (f: Field, id: string, label: string, input: ReactNode, hint?: string, wide = false) => (
    <div className={`field${wide ? ' adm-form__wide' : ''}`} key={f.key}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {input}
      {hint ? (
        <p className="adm-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {err(f) ? (
        <p className="adm-error" id={`${id}-error`}>
          {err(f)}
        </p>
      ) : null}
    </div>
  );
  const checked = (f: Field) => f.initialValue === 'on';
  const collectionIds = list(fields.collectionIds.initialValue);

  return (
    <Form method="post" className="adm-form" id={form.id} noValidate ref={formRef}>
      <input type="hidden" name="intent" value="save" />
      {/* Enter in a field saves: the first submit button is the form's default, not "Add another colour". */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <section className="adm-panel" aria-labelledby="p-basics">
        <h2 id="p-basics" className="adm-panel__title">
          Product
        </h2>
        <div className="adm-form__grid">
          {field(
            fields.name,
            'p-name',
            'Name',
            <input
              className="input"
              {...a11y(fields.name, 'p-name')}
              defaultValue={text(fields.name)}
              maxLength={160}
              required
              onInput={(e) => {
                // A new product's slug follows its name until the slug is typed in by hand.
                if (!slugTouched.current && slugRef.current) slugRef.current.value = slugify(e.currentTarget.value);
              }}
            />,
          )}
          {field(
            fields.slug,
            'p-slug',
            'Slug',
            <input
              ref={slugRef}
              className="input"
              {...a11y(fields.slug, 'p-slug', true)}
              defaultValue={text(fields.slug)}
              maxLength={120}
              required
              onInput={() => (slugTouched.current = true)}
            />,
            isNew
              ? 'The address: /product-detail/<slug>. Lowercase letters, digits and hyphens. Further colours get <slug>-<colour>.'
              : 'The address: /product-detail/<slug>. Lowercase letters, digits and hyphens.',
          )}
          {field(
            fields.categoryId,
            'p-categoryId',
            'Category',
            <select className="input" {...a11y(fields.categoryId, 'p-categoryId')} defaultValue={text(fields.categoryId)} required>
              <option value="">Choose a category</option>
              {choices.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            fields.gender,
            'p-gender',
            'For',
            <select className="input" {...a11y(fields.gender, 'p-gender')} defaultValue={text(fields.gender)}>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>,
          )}
          {field(
            fields.sizeSystem,
            'p-sizeSystem',
            'Size system',
            <select
              className="input"
              {...a11y(fields.sizeSystem, 'p-sizeSystem', true)}
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
            fields.price,
            'p-price',
            'Price (£, VAT included)',
            <input className="input" {...a11y(fields.price, 'p-price')} defaultValue={text(fields.price)} inputMode="decimal" required />,
          )}
          {field(
            fields.oldPrice,
            'p-oldPrice',
            'Old price (£, optional)',
            <input
              className="input"
              {...a11y(fields.oldPrice, 'p-oldPrice', true)}
              defaultValue={text(fields.oldPrice)}
              inputMode="decimal"
            />,
            'Shown struck through when set; must be higher than the price.',
          )}
          <div className="adm-form__wide adm-checks">
            <label className="adm-check">
              <input type="checkbox" name={fields.isFinalSale.name} defaultChecked={checked(fields.isFinalSale)} /> Final Sale (cannot be
              cancelled, returned or exchanged)
            </label>
            <label className="adm-check">
              <input type="checkbox" name={fields.onSale.name} defaultChecked={checked(fields.onSale)} /> Available to buy
            </label>
          </div>
          {choices.collections.length ? (
            <fieldset className="adm-form__wide adm-checks">
              <legend>Collections</legend>
              {choices.collections.map((c) => (
                <label key={c.id} className="adm-check">
                  <input
                    type="checkbox"
                    name={fields.collectionIds.name}
                    value={c.id}
                    defaultChecked={collectionIds.includes(String(c.id))}
                  />{' '}
                  {c.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          {field(
            fields.detail,
            'p-detail',
            'Description',
            <textarea
              className="input"
              {...a11y(fields.detail, 'p-detail')}
              defaultValue={text(fields.detail)}
              maxLength={5000}
              rows={5}
            />,
            undefined,
            true,
          )}
          {field(
            fields.care,
            'p-care',
            'Care',
            <textarea className="input" {...a11y(fields.care, 'p-care')} defaultValue={text(fields.care)} maxLength={2000} rows={3} />,
            undefined,
            true,
          )}
        </div>
      </section>

      <section className="adm-panel" aria-labelledby="p-colours-title">
        <h2 id="p-colours-title" className="adm-panel__title">
          {isNew ? 'Colours' : 'Colour and swatch'}
        </h2>
        {err(fields.colours as Field) ? (
          <p className="adm-error" role="alert">
            {err(fields.colours as Field)}
          </p>
        ) : null}
        <div className="adm-colour-rows">
          {colours.map((c, i) => {
            const cf = c.getFieldset();
            return (
              <div className="adm-colour-row" key={c.key}>
                {field(
                  cf.colour,
                  `p-colour-${i}`,
                  isNew ? `Colour ${i + 1}` : 'Colour',
                  <input className="input" {...a11y(cf.colour, `p-colour-${i}`)} defaultValue={text(cf.colour)} maxLength={60} required />,
                )}
                {field(
                  cf.colourHex,
                  `p-colourHex-${i}`,
                  'Swatch value',
                  <input
                    className="input"
                    {...a11y(cf.colourHex, `p-colourHex-${i}`)}
                    defaultValue={text(cf.colourHex)}
                    maxLength={7}
                    placeholder="#c06a45"
                    spellCheck={false}
                  />,
                )}
                {isNew && colours.length > 1 ? (
                  <button
                    type="submit"
                    className="adm-link-btn adm-link-btn--danger"
                    {...form.remove.getButtonProps({ name: fields.colours.name, index: i })}
                  >
                    Remove<span className="visually-hidden"> colour {i + 1}</span>
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
        {isNew && colours.length < MAX_STYLE_COLOURS ? (
          <button
            type="submit"
            className="btn btn--outline btn--sm"
            {...form.insert.getButtonProps({ name: fields.colours.name, defaultValue: { colour: '', colourHex: '' } })}
          >
            Add another colour
          </button>
        ) : null}
        <p className="adm-hint">
          {isNew
            ? 'Each colour becomes its own product page; the colours show as swatches of one style. A blank swatch value takes the usual value of the named colour.'
            : 'A blank swatch value takes the usual value of the named colour. Other colours of this style are listed below.'}
        </p>
      </section>

      <section className="adm-panel" aria-labelledby="p-sizes">
        <h2 id="p-sizes" className="adm-panel__title">
          Sizes and stock
        </h2>
        <StockGrid
          system={system}
          initialSystem={initialSystem}
          sizes={list(fields.sizes.initialValue)}
          colours={colours}
          errors={form.allErrors}
          sizesError={err(fields.sizes as Field)}
        />
        <p className="adm-hint">
          Tick each size the style comes in and give each colour its stock. A blank SKU becomes SLUG-SIZE. A size taken off keeps its past
          orders.
        </p>
      </section>

      <SaveBar dirty={dirty}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : isNew ? (colours.length > 1 ? `Create ${colours.length} colours` : 'Create product') : 'Save changes'}
        </button>
      </SaveBar>
      {guard}
    </Form>
  );
}
