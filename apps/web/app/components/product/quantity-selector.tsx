import { clampQuantity } from '@atelier/contract/inventory';
import { useState } from 'react';
import { MinusIcon, PlusIcon } from '~/components/ui/icons';
import { useOnChange } from '~/lib/use-on-change';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label?: string;
  compact?: boolean;
}

/** Minus, a typed number and plus; clamped between 1 and max (R3.6). */
export function QuantitySelector({ value, max, onChange, label = 'Quantity', compact = false }: QuantitySelectorProps) {
  const [text, setText] = useState(String(value));
  useOnChange(value, (v) => setText(String(v)));
  const upper = Math.max(1, max);
  const commit = (raw: unknown) => {
    const next = clampQuantity(raw, upper);
    setText(String(next));
    onChange(next);
  };
  return (
    <div className={`qty${compact ? ' qty--compact' : ''}`} role="group" aria-label={label}>
      <button type="button" className="qty__btn" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => commit(value - 1)}>
        <MinusIcon />
      </button>
      <input
        className="qty__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
        }}
      />
      <button type="button" className="qty__btn" aria-label="Increase quantity" disabled={value >= upper} onClick={() => commit(value + 1)}>
        <PlusIcon />
      </button>
    </div>
  );
}
