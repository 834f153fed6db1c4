import type { DeliveryMethod } from '@atelier/contract/checkout';
import type { DeliveryOptionView } from '@atelier/contract/discounts';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import { collectionPromise, nextDayPromise } from '@atelier/contract/settings';
import { useShopTerms } from '~/lib/shop-terms';

/** The three deliveries with their price and estimate (R20.10); the choice posts as deliveryMethod. */
export function DeliveryChoice({
  options,
  value,
  onChange,
  nextDay = null,
}: {
  options: DeliveryOptionView[];
  value: DeliveryMethod;
  onChange: (method: DeliveryMethod) => void;
  /** The cut-off line from the API's clock: "Order within 2 h 14 min for delivery on Tuesday" (R20.12). */
  nextDay?: string | null;
}) {
  const terms = useShopTerms();
  return (
    <fieldset className="delivery-choice">
      <legend>
        <h2 className="checkout-section__title">Delivery</h2>
      </legend>
      {options.map((o) => {
        const id = `delivery-${o.method}`;
        return (
          <div key={o.method} className="delivery-choice__option">
            <input
              id={id}
              type="radio"
              name="deliveryMethod"
              value={o.method}
              checked={value === o.method}
              onChange={() => onChange(o.method)}
              aria-describedby={`${id}-estimate`}
            />
            <label htmlFor={id} className="delivery-choice__label">
              <span className="delivery-choice__name">{o.label}</span>
              <span className="delivery-choice__price">{o.price === 0 ? 'Free' : formatPence(poundsToPence(o.price))}</span>
            </label>
            <p id={`${id}-estimate`} className="delivery-choice__estimate">
              {o.estimateText}
              {/* Where and when to collect, from the shop's settings (R22.21). */}
              {o.method === 'collect' && terms ? ` · ${collectionPromise(terms)}` : ''}
              {o.method === 'next_day' && terms ? ` · ${nextDayPromise(terms)}` : ''}
              {o.method === 'next_day' && nextDay ? ` · ${nextDay}.` : ''}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
