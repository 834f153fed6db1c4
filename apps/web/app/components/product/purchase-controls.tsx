import { sizeLabel, sizeRank } from '@atelier/contract/catalogue';
import type { CardVariant } from './card-item.ts';
import { variantAvailable } from '@atelier/contract/inventory';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BagIcon } from '~/components/ui/icons';
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
  item: { slug: string; name: string; isStock: boolean; variants: CardVariant[] };
  /** Move the focus to the sizes on opening (a card's quick add opened the quick view to choose). */
  focusSizes?: boolean;
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
  focusSizes = false,
  compact = false,
  sizeAside,
  stickySummary,
  initialSize,
  beforeSizes,
}: PurchaseControlsProps) {
  const purchase = usePurchase(item.variants, initialSize);
  const addToCart = useAddToCart();
  const [warning, setWarning] = useState('');
  const sizes = useRef<HTMLFieldSetElement>(null);
  const focusFirstSize = () => sizes.current?.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus();
  useEffect(() => {
    if (focusSizes) focusFirstSize();
  }, [focusSizes]);
  const inCart = useInCart(purchase.variant?.guid);
  const label = addLabel(!cardOutOfStock(item), purchase.variant, inCart);
  const soldOut = label === 'Out of stock';
  // Sold-out sizes stay unselectable (R3.4); they are offered in "Notify me" instead (R21.13).
  const soldOutSizes = item.variants.filter((v) => !(variantAvailable(v) && v.isStock)).sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () => {
    if (!purchase.variant) {
      // R3.7, R9.11: the warning sits in the size group and the focus goes there to choose.
      setWarning(SIZE_WARNING);
      focusFirstSize();
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
        onSelect={(guid) => {
          setWarning('');
          purchase.selectVariant(guid);
        }}
        compact={compact}
        aside={sizeAside}
        warning={warning}
        groupRef={sizes}
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
