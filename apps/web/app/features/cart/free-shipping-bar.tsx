import { freeShippingProgress } from '@atelier/contract/cart';
import { formatPence } from '@atelier/contract/shared';
import { TruckIcon } from '~/components/ui/icons';

/** R2.3: how much more ships free, or that the order already does. */
export function FreeShippingBar({ totalPence, thresholdPence }: { totalPence: number; thresholdPence: number }) {
  const p = freeShippingProgress(totalPence, thresholdPence);
  return (
    <div className={`free-shipping${p.qualifies ? ' free-shipping--done' : ''}`}>
      <p className="free-shipping__text">
        <TruckIcon className="free-shipping__icon" />
        {p.qualifies ? (
          <span>Your order qualifies for free UK standard shipping.</span>
        ) : (
          <span>
            Spend <strong>{formatPence(p.remainingPence)}</strong> more to qualify for free UK standard shipping.
          </span>
        )}
      </p>
      <div
        className="free-shipping__track"
        role="progressbar"
        aria-label="Progress toward free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
      >
        <span className="free-shipping__fill" style={{ width: `${p.percent}%` }} />
      </div>
    </div>
  );
}
