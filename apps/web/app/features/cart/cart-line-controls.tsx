import type { CartItem } from '@atelier/contract/cart';
import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { MinusIcon, PlusIcon, TrashIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { CART_ACTION, type CartActionData } from '~/components/cart/use-cart';
import { useHydrated } from '~/lib/use-hydrated';

type CartFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** Cart errors are logged (R4.9) and told to the shopper: the line stays as it was. */
export function useCartErrorToast(fetcher: Pick<CartFetcher, 'state' | 'data'>) {
  const toast = useToast();
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !data || data.ok) return;
    console.error('cart:', data.message);
    toast(data.message, 'error');
  }, [state, data, toast]);
}

/** The fields every line form carries; returnTo only while JavaScript is not running. */
function LineFields({ intent, item }: { intent: 'update' | 'remove'; item: CartItem }) {
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slug" value={item.itemSlug} />
      <input type="hidden" name="variantGuid" value={item.variantGuid} />
      {hydrated ? null : <input type="hidden" name="returnTo" value={location.pathname} />}
    </>
  );
}

function lineName(item: CartItem): string {
  return `${item.name}, size ${item.size}`;
}

/**
 * Minus, the quantity and plus, clamped to 1..the size's stock. Each step asks the server first;
 * the number changes when the cart comes back. Works as a plain form without JavaScript.
 */
export function LineQuantity({ item }: { item: CartItem }) {
  const fetcher = useFetcher<CartActionData>();
  useCartErrorToast(fetcher);
  const q = item.itemCount;
  const canBuy = item.isStock;
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="qty qty--compact cart-qty" aria-busy={fetcher.state !== 'idle'}>
      <LineFields intent="update" item={item} />
      <button
        type="submit"
        name="quantity"
        value={q - 1}
        className="qty__btn"
        aria-label={`Decrease quantity of ${lineName(item)}`}
        disabled={!canBuy || q <= 1}
      >
        <MinusIcon />
      </button>
      <output className="cart-qty__value" aria-live="polite" aria-label={`Quantity of ${lineName(item)}`}>
        {q}
      </output>
      <button
        type="submit"
        name="quantity"
        value={q + 1}
        className="qty__btn"
        aria-label={`Increase quantity of ${lineName(item)}`}
        disabled={!canBuy || q >= item.maxQuantity}
      >
        <PlusIcon />
      </button>
    </fetcher.Form>
  );
}

/** Removes the line once the server has. */
export function RemoveLine({ item, withText = false }: { item: CartItem; withText?: boolean }) {
  const fetcher = useFetcher<CartActionData>();
  useCartErrorToast(fetcher);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="cart-remove">
      <LineFields intent="remove" item={item} />
      <button type="submit" className="cart-remove__btn" aria-label={`Remove ${lineName(item)}`} aria-busy={busy}>
        <TrashIcon width="18" height="18" />
        {withText ? <span aria-hidden="true">Remove</span> : null}
      </button>
    </fetcher.Form>
  );
}
