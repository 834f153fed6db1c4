import type { FormattedItem } from '@atelier/contract/catalogue';
import { NextDayLine } from '~/components/ui/next-day-line';
import { PlusIcon, ReturnIcon, TruckIcon } from '~/components/ui/icons';
import { PaymentLogos } from '~/components/ui/payment-logos';
import { Price } from '~/components/product/price';
import { ColourSwatches } from '~/components/product/colour-swatches';
import { PurchaseControls } from '~/components/product/purchase-controls';
import { collectionPromise, deliveryPromise, nextDayPromise, returnsPromise, standardDeliveryTimes } from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';
import { SizeGuide } from './size-guide.tsx';

const NO_DESCRIPTION = 'No description available.';

export function ProductInfo({ item, initialSize, nextDay = null }: { item: FormattedItem; initialSize?: string; nextDay?: string | null }) {
  return (
    <div className="product-info">
      <p className="eyebrow">{item.category.name}</p>
      <h1 className="product-info__name">{item.name}</h1>
      <Price price={item.totalPrice} oldPrice={item.oldPrice} className="product-info__price" />
      <p className="product-info__vat">
        Price includes VAT. <TermsText of={deliveryPromise} />
      </p>

      {item.isFinalSale ? (
        <p className="final-sale" role="note">
          <strong>Final Sale.</strong> This item cannot be returned, exchanged or cancelled once ordered.
        </p>
      ) : null}

      <PurchaseControls
        item={item}
        initialSize={initialSize}
        beforeSizes={(size) => (
          <div className="product-info__colour">
            <p className="product-info__colour-name">
              Colour: <span>{item.colour}</span>
            </p>
            <ColourSwatches item={item} size={size} variant="page" />
          </div>
        )}
        sizeAside={<SizeGuide system={item.sizeSystem} gender={item.gender} />}
        stickySummary={
          <>
            <p className="sticky-buy__name">
              {item.name} <span className="sticky-buy__colour">· {item.colour}</span>
            </p>
            <Price price={item.totalPrice} oldPrice={item.oldPrice} className="sticky-buy__price" />
          </>
        }
      />

      <div className="product-info__accordions">
        <details className="accordion" open>
          <summary>
            Description <PlusIcon />
          </summary>
          <div className="accordion__body">{item.detail || NO_DESCRIPTION}</div>
        </details>
        <details className="accordion">
          <summary>
            Product Care <PlusIcon />
          </summary>
          <div className="accordion__body">{item.care || NO_DESCRIPTION}</div>
        </details>
      </div>

      <ul className="delivery-info">
        <li>
          <TruckIcon />
          <span>
            <strong>
              <TermsText of={deliveryPromise} />
            </strong>{' '}
            {standardDeliveryTimes()} <TermsText of={nextDayPromise} /> <TermsText of={collectionPromise} />
            <NextDayLine text={nextDay} />
          </span>
        </li>
        <li>
          <ReturnIcon />
          <span>
            <strong>
              <TermsText of={returnsPromise} />
            </strong>
            {item.isFinalSale ? ' Final Sale items cannot be returned.' : ''}
          </span>
        </li>
      </ul>

      <div className="product-info__payments">
        <p className="eyebrow">Secure payment</p>
        <PaymentLogos />
      </div>
    </div>
  );
}
