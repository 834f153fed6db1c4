import type { AdminProduct } from '@atelier/contract/catalogue';
import type { CSSProperties } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { StatusBadge } from '../admin-layout.tsx';

const swatch = (hex: string) => ({ '--swatch': hex }) as CSSProperties;

/** The style's colours, each a link to its product, and the form that adds one (R17.6). */
export function StyleColours({ product }: { product: AdminProduct }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="adm-panel" aria-labelledby="p-colours" style={{ marginTop: 'var(--space-5)' }}>
      <h2 id="p-colours" className="adm-panel__title">
        Colours of this style
      </h2>
      <ul className="adm-colours">
        <li>
          <span className="adm-colours__swatch" style={swatch(product.colourHex)} aria-hidden="true" />
          {product.colour} <span className="adm-table__muted">(this product, {product.colourHex})</span>
        </li>
        {product.siblings.map((s) => (
          <li key={s.id}>
            <span className="adm-colours__swatch" style={swatch(s.colourHex)} aria-hidden="true" />
            <Link to={`/admin/products/${s.id}`}>{s.colour}</Link> <span className="adm-table__muted">{s.slug}</span>
            {s.archived ? (
              <>
                {' '}
                <StatusBadge status="Archived" label="Archived" />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Form method="post" className="adm-upload">
        <input type="hidden" name="intent" value="add-colour" />
        <div className="field">
          <label className="field__label" htmlFor="c-colour">
            Shade to add
          </label>
          <input id="c-colour" className="input" name="colour" maxLength={60} required placeholder="e.g. Terracotta" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="c-hex">
            Swatch value (optional)
          </label>
          <input id="c-hex" className="input" name="colourHex" maxLength={7} placeholder="#c06a45" spellCheck={false} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="c-slug">
            Slug of the new product
          </label>
          <input id="c-slug" className="input" name="slug" maxLength={120} required placeholder={`${product.slug}-terracotta`} />
        </div>
        <button type="submit" className="btn btn--sm" disabled={busy}>
          Add colour
        </button>
        <p className="adm-hint adm-form__wide">
          The new colour copies this product with the same sizes and no stock. It starts off sale without photos: add them, set the stock,
          then put it on sale.
        </p>
      </Form>
    </section>
  );
}
