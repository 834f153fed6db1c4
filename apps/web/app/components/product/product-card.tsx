import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAddToCart } from '~/components/cart/add-to-cart';
import { useInCart } from '~/components/cart/use-cart';
import { useCanHover } from '~/lib/use-can-hover';
import { BagIcon, EyeIcon, PlusIcon } from '~/components/ui/icons';
import { discountPercent, Price } from './price.tsx';
import { ColourSwatches } from './colour-swatches.tsx';
import { cardImages, type CardItem } from './card-item.ts';
import { ProductImage } from './product-image.tsx';
import { PurchaseControls } from './purchase-controls.tsx';
import { useQuickView } from './quick-view.tsx';

interface ProductCardProps {
  item: CardItem;
  sizes: string;
  priority?: 'high' | 'eager' | 'lazy';
  /** Show the detail text (the list layout). */
  showDetail?: boolean;
  /** Carousels keep cards light: no inline size and quantity pickers. */
  purchase?: boolean;
}

export function ProductCard({ item, sizes, priority = 'lazy', showDetail = false, purchase = true }: ProductCardProps) {
  const { cover, hover } = cardImages(item.images);
  const soldOut = item.soldOut;
  const off = discountPercent(item.totalPrice, item.oldPrice);
  const href = `/product-detail/${item.slug}`;
  const openQuickView = useQuickView();
  const canHover = useCanHover();

  return (
    <article className="product-card" data-sold-out={soldOut || undefined}>
      <div className="product-card__media">
        <Link to={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          <ProductImage image={cover} alt={item.name} sizes={sizes} priority={priority} className="product-card__img" />
          {hover && canHover ? (
            <ProductImage image={hover} alt="" sizes={sizes} className="product-card__img product-card__img--hover" />
          ) : null}
        </Link>
        <div className="product-card__badges">
          {soldOut ? (
            <span className="badge badge--muted">Sold out</span>
          ) : off ? (
            <span className="badge badge--accent">−{off}%</span>
          ) : null}
          {item.isFinalSale ? <span className="badge">Final Sale</span> : null}
        </div>
        {soldOut ? null : (
          <button
            type="button"
            className="product-card__quick"
            onClick={() => openQuickView(item.slug)}
            aria-label={`Quick view: ${item.name}`}
          >
            <EyeIcon />
            <span className="product-card__quick-text">Quick view</span>
          </button>
        )}
        {soldOut || purchase ? null : <QuickAddButton item={item} />}
      </div>
      <div className="product-card__info">
        <p className="product-card__category">{item.category.name}</p>
        <h3 className="product-card__name">
          <Link to={href}>{item.name}</Link>
        </h3>
        {/* Two colours of one style must never look alike in a listing (R17.4). */}
        <p className="product-card__colour">{item.colour}</p>
        <ColourSwatches item={item} variant="card" />
        <Price price={item.totalPrice} oldPrice={item.oldPrice} className="product-card__price" />
        {showDetail && item.detail ? <p className="product-card__detail">{item.detail}</p> : null}
      </div>
      {purchase && !soldOut && item.variants ? <CardPurchase item={{ ...item, variants: item.variants }} /> : null}
    </article>
  );
}

/**
 * The card's size, quantity and add button. Phones get a compact card: a Quick add button (a
 * disclosure) shows the pickers, one tap away; wider screens show them as before (CSS).
 */
function CardPurchase({ item }: { item: CardItem & { variants: NonNullable<CardItem['variants']> } }) {
  const [open, setOpen] = useState(false);
  const id = `${useId()}-purchase`;
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--sm product-card__quick-add"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Quick add: ${item.name}`}
        onClick={() => setOpen((o) => !o)}
      >
        Quick add
        <PlusIcon width="14" height="14" />
      </button>
      <div id={id} className="product-card__purchase" data-open={open || undefined}>
        <PurchaseControls item={item} compact />
      </div>
    </>
  );
}

/**
 * Cards without size pickers (carousels): a one-size product is added at once; any other opens the
 * quick view on its sizes, since the shop never chooses a size for the shopper (R4.5).
 */
function QuickAddButton({ item }: { item: CardItem }) {
  const addToCart = useAddToCart();
  const openQuickView = useQuickView();
  const only = item.onlyVariant;
  const inCart = useInCart(only);
  const tooltip = inCart ? 'Already Added' : 'Add to Cart';
  return (
    <button
      type="button"
      className="product-card__quick product-card__quick--add"
      title={tooltip}
      aria-label={`${tooltip}: ${item.name}`}
      aria-haspopup={only ? undefined : 'dialog'}
      onClick={() =>
        only ? addToCart({ slug: item.slug, variantGuid: only, quantity: 1 }) : openQuickView(item.slug, { chooseSize: true })
      }
    >
      <BagIcon />
      <span className="product-card__quick-text">{tooltip}</span>
    </button>
  );
}
