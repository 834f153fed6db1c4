import type { AdminProduct } from '@atelier/contract/admin-catalogue';
import { IMAGE_MAX_BYTES } from '@atelier/contract/admin-catalogue';
import { Form, Link, useNavigation } from 'react-router';
import { Notice, PageHeader, ResultNotice, StatusBadge } from './admin-layout.tsx';
import { formatDateTime } from './format.ts';
import { ProductForm, type Choices } from './product-form.tsx';
import type { ProductActionData } from './product.server.ts';
import { newProductValues, productValues } from './product-values.ts';
import { StyleColours } from './style-colours.tsx';

// A refused form puts the focus on its first field in error (ProductForm); the notice leaves it there.
const hasFieldErrors = (failed: ProductActionData | undefined) =>
  !!failed && !failed.ok && Object.keys(failed.reply?.error ?? {}).length > 0;

export function NewProductPage({ choices, result }: { choices: Choices; result?: ProductActionData }) {
  const failed = result && !result.ok ? result : undefined;
  return (
    <>
      <Link to="/admin/products" className="adm-back">
        ← All products
      </Link>
      <PageHeader title="New product" subtitle="Images are added once the product is created." />
      {failed ? <ResultNotice result={failed} keepFocus={hasFieldErrors(failed)} /> : null}
      <ProductForm defaults={newProductValues()} reply={result?.reply} choices={choices} isNew />
    </>
  );
}

export function ProductPage({
  product,
  choices,
  result,
  created,
}: {
  product: AdminProduct;
  choices: Choices;
  result?: ProductActionData;
  /** How many colours were just created (0 when the page was not opened after creating). */
  created: number;
}) {
  const failed = result && !result.ok ? result : undefined;
  const busy = useNavigation().state === 'submitting';
  const archived = product.archivedAt !== null;
  return (
    <>
      <Link to="/admin/products" className="adm-back">
        ← All products
      </Link>
      <PageHeader title={product.name} subtitle={`Last changed ${formatDateTime(product.updatedAt)}`}>
        {archived ? <StatusBadge status="Archived" label="Archived" /> : null}
        {!archived ? (
          <a className="btn btn--outline btn--sm" href={`/product-detail/${product.slug}`} target="_blank" rel="noreferrer">
            View on store ↗
          </a>
        ) : null}
        {/* Its own action: the copy opens on its own page (R22.13). */}
        <Form method="post" action={`/admin/products/${product.id}/duplicate`}>
          <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
            Duplicate
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={archived ? 'restore' : 'archive'} />
          <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
            {archived ? 'Restore to store' : 'Archive'}
          </button>
        </Form>
      </PageHeader>
      {created && !result ? (
        <Notice tone="success">
          {created > 1
            ? `Style created in ${created} colours. Add this colour's images below, then each other colour's from its page.`
            : 'Product created. Add its images below.'}
        </Notice>
      ) : null}
      {result?.message ? <ResultNotice result={result} keepFocus={hasFieldErrors(failed)} /> : null}
      <ProductForm key={product.updatedAt} defaults={productValues(product)} reply={failed?.reply} choices={choices} isNew={false} />
      <StyleColours product={product} />
      <section className="adm-panel" aria-labelledby="p-images" style={{ marginTop: 'var(--space-5)' }}>
        <h2 id="p-images" className="adm-panel__title">
          Images
        </h2>
        {product.images.length ? (
          <ul className="adm-images">
            {product.images.map((img, i) => (
              <li key={img.id} className="adm-images__item">
                <img src={img.url} alt={img.alt || `${product.name}, image ${i + 1}`} width={160} height={200} loading="lazy" />
                <span>{img.kind === 'cover' ? 'Cover' : img.kind === 'hover' ? 'Shown on hover' : 'Gallery'}</span>
                <div className="adm-images__actions">
                  {i > 0 ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cover" />
                      <input type="hidden" name="imageId" value={img.id} />
                      <button type="submit" className="adm-link-btn" disabled={busy}>
                        Make cover
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-image" />
                    <input type="hidden" name="imageId" value={img.id} />
                    <button type="submit" className="adm-link-btn adm-link-btn--danger" disabled={busy}>
                      Remove<span className="visually-hidden"> image {i + 1}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="adm-panel__empty">No images yet: the storefront shows a placeholder.</p>
        )}
        <Form method="post" encType="multipart/form-data" className="adm-upload">
          <input type="hidden" name="intent" value="upload" />
          <div className="field">
            <label className="field__label" htmlFor="p-file">
              Add an image
            </label>
            <input
              id="p-file"
              className="input"
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-describedby="p-file-hint"
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="p-alt">
              Description for screen readers
            </label>
            <input id="p-alt" className="input" name="alt" maxLength={300} placeholder="e.g. Front view on a model" />
          </div>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            Upload
          </button>
          <p className="adm-hint adm-form__wide" id="p-file-hint">
            JPEG, PNG or WebP, at most {IMAGE_MAX_BYTES / 1024 / 1024} MB; portrait 4:5 looks best. The first image is the cover, the second
            shows on hover.
          </p>
        </Form>
      </section>
    </>
  );
}
