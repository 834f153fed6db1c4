import { PRICE_FILTER_MAX } from '@atelier/contract/catalogue';
import { formatPence } from '@atelier/contract/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

const STEP = 10;
const pounds = (n: number) => formatPence(n * 100).replace(/\.00$/, '');

interface PriceRangeProps {
  min: number;
  max: number;
  /** Called when a thumb is released (not on every step of a drag). */
  onCommit: () => void;
}

/** Two thumbs on one track, 0 to 2000 pounds; each is a native range input named for the query. */
export function PriceRange({ min, max, onCommit }: PriceRangeProps) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const root = useRef<HTMLDivElement>(null);
  const commit = useEffectEvent(onCommit);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // The native change event fires once a drag ends (and per key press), unlike React's onChange.
    const onChange = () => commit();
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, []);

  const pct = (n: number) => `${(n / PRICE_FILTER_MAX) * 100}%`;
  return (
    <div ref={root} className="price-range">
      <p className="price-range__values" aria-hidden="true">
        <span>{pounds(low)}</span>
        <span>{pounds(high)}</span>
      </p>
      <div className="price-range__track" style={{ '--lo': pct(low), '--hi': pct(high) } as React.CSSProperties}>
        <input
          type="range"
          name="priceMin"
          min={0}
          max={PRICE_FILTER_MAX}
          step={STEP}
          value={low}
          aria-label="Minimum price"
          aria-valuetext={pounds(low)}
          onChange={(e) => setLow(Math.min(Number(e.target.value), high))}
        />
        <input
          type="range"
          name="priceMax"
          min={0}
          max={PRICE_FILTER_MAX}
          step={STEP}
          value={high}
          aria-label="Maximum price"
          aria-valuetext={pounds(high)}
          onChange={(e) => setHigh(Math.max(Number(e.target.value), low))}
        />
      </div>
    </div>
  );
}
