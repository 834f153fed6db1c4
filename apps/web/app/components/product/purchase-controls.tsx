import { type Variant, sizeLabel, sizeRank } from '@atelier/contract/catalogue';
import { variantAvailable } from '@atelier/contract/inventory';
import { useRef, type ReactNode } from 'react';
import { BagIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useAddToCart } from '~/components/cart/add-to-cart';
import { useInCart } from '~/components/cart/use-cart';
import { NotifyMe } from './notify-me.tsx';
import { QuantitySelector } from './quantity-selector.tsx';
import { SizeSelector } from './size-selector.tsx';
import { StickyAddBar } from './sticky-add-bar.tsx';
import { addLabel, addTooltip, cardOutOfStock, fewLeftText } from './stock-rules.ts';
import { usePurchase } from './use-purchase.ts';

export const SIZE_WARNING = 'Please select a size before adding to cart!';

interface PurchaseControlsProps {
  item: { slug: string; name: string; isStock: boolean; variants: Variant[] };
  /** Start on the default size (product page, quick view) rather than none (cards). */
  preselect: boolean;
  compact?: boolean;
  sizeAside?: ReactNode;
  /** Name and price for a bar that repeats the add button on narrow screens (product page). */
  stickySummary?: ReactNode;
  /** A size asked for in the address (?size=), chosen first when it is in stock (R17.7). */
  initialSize?: string;
  /** Shown above the sizes, given the chosen size (the colour swatches carry it, R17.7). */
  beforeSizes?: (size: string | undefined) => ReactNode;
}

/** Size, quantity and the add button, with the stock and label rules of R3.3-R3.7. */
export function PurchaseControls({
  item,
  preselect,
  compact = false,
  sizeAside,
  stickySummary,
  initialSize,
  beforeSizes,
}: PurchaseControlsProps) {
  const purchase = usePurchase(item.variants, preselect || item.variants.length === 1, initialSize);
  const addToCart = useAddToCart();
  const toast = useToast();
  const inCart = useInCart(purchase.variant?.guid);
  const label = addLabel(!cardOutOfStock(item), purchase.variant, inCart);
  const soldOut = label === 'Out of stock';
  // Sold-out sizes stay unselectable (R3.4); they are offered in "Notify me" instead (R21.13).
  const soldOutSizes = item.variants.filter((v) => !(variantAvailable(v) && v.isStock)).sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () => {
    if (!purchase.variant) {
      toast(SIZE_WARNING, 'warning');
      return;
    }
    addToCart({ slug: item.slug, variantGuid: purchase.variant.guid, quantity: purchase.quantity });
  };

  return (
    <div className={`purchase${compact ? ' purchase--compact' : ''}`}>
      {beforeSizes?.(purchase.variant?.size)}
      <SizeSelector
        variants={item.variants}
        selected={purchase.variant?.guid}
        onSelect={purchase.selectVariant}
        compact={compact}
        aside={sizeAside}
      />
      {/* Read out with the size it belongs to, whenever the shopper changes size (R3.15). */}
      <p className="purchase__few-left" aria-live="polite">
        {compact ? '' : fewLeftText(purchase.variant)}
      </p>
      <div className="purchase__row">
        <QuantitySelector
          value={purchase.quantity}
          max={purchase.max}
          onChange={purchase.setQuantity}
          compact={compact}
          label={`Quantity of ${item.name}`}
        />
        <button
          ref={addButton}
          type="button"
          className={`btn purchase__add${compact ? ' btn--sm' : ''}`}
          disabled={soldOut}
          // Focusable and clickable without a size, so the click can say what is missing.
          aria-disabled={!purchase.variant || undefined}
          title={compact ? addTooltip(label) : undefined}
          onClick={add}
        >
          {compact ? <BagIcon width="16" height="16" /> : null}
          {label}
        </button>
      </div>
      {soldOutSizes.length && !compact ? <NotifyMe sizes={soldOutSizes} productName={item.name} open={soldOut} /> : null}
      {stickySummary && !soldOut ? (
        <StickyAddBar
          anchor={addButton}
          summary={stickySummary}
          size={purchase.variant ? sizeLabel(purchase.variant.size) : undefined}
          label={label}
          onAdd={add}
        />
      ) : null}
    </div>
  );
}
