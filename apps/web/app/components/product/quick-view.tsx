import type { FormattedItem } from '@atelier/contract/catalogue';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { ArrowRight } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { useOnChange } from '~/lib/use-on-change';
import { Price } from './price.tsx';
import { ProductImage } from './product-image.tsx';
import { PurchaseControls } from './purchase-controls.tsx';

/** chooseSize: opened by a card's quick add, so the focus goes straight to the sizes (R4.5). */
type OpenQuickView = (slug: string, options?: { chooseSize?: boolean }) => void;
const QuickViewContext = createContext<OpenQuickView>(() => {});

export function useQuickView(): OpenQuickView {
  return useContext(QuickViewContext);
}

const QUICK_VIEW_TITLE = 'quick-view-title';

export interface QuickViewData {
  item: FormattedItem | null;
}

/** One quick-view modal for the whole page; any card opens it with its product's slug. */
export function QuickViewProvider({ children }: { children: ReactNode }) {
  const [slug, setSlug] = useState<string | null>(null);
  const [chooseSize, setChooseSize] = useState(false);
  const fetcher = useFetcher<QuickViewData>();
  const { load } = fetcher;
  const open = useCallback<OpenQuickView>(
    (next, options) => {
      setSlug(next);
      setChooseSize(options?.chooseSize ?? false);
      void load(`/quick-view/${encodeURIComponent(next)}`);
    },
    [load],
  );
  const item = fetcher.data?.item;
  // Adding from the quick view opens the cart: the cart takes over rather than stacking on top.
  const panel = usePanels().open;
  useOnChange(panel, (p) => {
    if (p === 'shoppingCart') setSlug(null);
  });
  const ready = fetcher.state === 'idle' && item?.slug === slug;

  return (
    <QuickViewContext.Provider value={open}>
      {children}
      <Dialog
        open={slug !== null}
        onClose={() => setSlug(null)}
        title="Quick view"
        labelledBy={ready && item ? QUICK_VIEW_TITLE : undefined}
        closeLabel="Close quick view"
        variant="modal-wide"
        hideTitle
        className="quick-view"
      >
        {slug === null ? null : ready && item ? (
          <QuickViewBody key={item.slug} item={item} chooseSize={chooseSize} onNavigate={() => setSlug(null)} />
        ) : fetcher.state === 'idle' && fetcher.data && !item ? (
          <p className="quick-view__error">Product could not be loaded</p>
        ) : (
          <div className="spinner" role="status" aria-label="Loading product" />
        )}
      </Dialog>
    </QuickViewContext.Provider>
  );
}

function QuickViewBody({ item, chooseSize, onNavigate }: { item: FormattedItem; chooseSize: boolean; onNavigate: () => void }) {
  const [index, setIndex] = useState(0);
  const image = item.images[index] ?? item.images[0];
  return (
    <div className="quick-view__grid">
      <div className="quick-view__media">
        <ProductImage image={image} alt={item.name} sizes="(min-width: 1040px) 500px, 90vw" priority="eager" className="quick-view__img" />
        {item.images.length > 1 ? (
          <div className="quick-view__thumbs">
            {item.images.map((img, i) => (
              <button
                key={img.coverImage}
                type="button"
                className="thumb"
                aria-label={`Show image ${i + 1} of ${item.images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage image={img} alt="" sizes="64px" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="quick-view__info">
        <p className="eyebrow">{item.category.name}</p>
        <h2 id={QUICK_VIEW_TITLE} className="quick-view__name">
          {item.name}
        </h2>
        <Price price={item.totalPrice} oldPrice={item.oldPrice} className="quick-view__price" />
        <p className="quick-view__colour">
          Colour: <span>{item.colour}</span>
        </p>
        {item.detail ? <p className="quick-view__detail">{item.detail}</p> : null}
        <PurchaseControls item={item} focusSizes={chooseSize} />
        <Link to={`/product-detail/${item.slug}`} className="quick-view__more link-underline" onClick={onNavigate}>
          View full details <ArrowRight width="16" height="16" />
        </Link>
      </div>
    </div>
  );
}
