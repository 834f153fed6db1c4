import type { AdminProduct } from '@atelier/contract/catalogue';
import type { StockHistoryPage } from '@atelier/contract/inventory';
import { Form, Link, useNavigation } from 'react-router';
import { Notice, PageHeader, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { formatDateTime } from '../format.ts';
import { ProductForm, type Choices } from './product-form.tsx';
import { ProductImages } from './product-images.tsx';
import type { ProductActionData } from './product.server.ts';
import { newProductValues, productValues } from './product-values.ts';
import { StockHistoryPanel } from '../inventory/stock-history-panel.tsx';
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
  stockHistory,
}: {
  product: AdminProduct;
  choices: Choices;
  /** The chosen size's stock history page (null when it could not be read). */
  stockHistory: StockHistoryPage | null;
  result?: ProductActionData;
  /** How many colours were just created (0 when the page was not opened after creating). */
  created: number;
}) {
  const failed = result && !result.ok ? result : undefined;
  const busy = useNavigation().state === 'submitting';
  const archived = product.archivedAt !== null;
  const values = productValues(product);
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
      {/* The image panel answers its own moves and descriptions in its status line (R22.15). */}
      {result?.message && !result.image ? <ResultNotice result={result} keepFocus={hasFieldErrors(failed)} /> : null}
      {/* Drawn afresh when its saved values change, not when only the images did: typing in progress stays. */}
      <ProductForm key={JSON.stringify(values)} defaults={values} reply={failed?.reply} choices={choices} isNew={false} />
      <StockHistoryPanel product={product} history={stockHistory} />
      <StyleColours product={product} />
      <ProductImages product={product} result={result} />
    </>
  );
}
