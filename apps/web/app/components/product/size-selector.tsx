import { type Variant, sizeLabel, sizeRank } from '@atelier/contract/catalogue';
import { variantAvailable } from '@atelier/contract/inventory';
import { useId, type ReactNode } from 'react';

interface SizeSelectorProps {
  variants: readonly Variant[];
  selected: string | undefined;
  onSelect: (guid: string) => void;
  compact?: boolean;
  /** Shown at the end of the label row (e.g. the size-guide button). */
  aside?: ReactNode;
}

/** Sizes as a radio group; sold-out sizes are disabled with the title 'Out of stock'. */
export function SizeSelector({ variants, selected, onSelect, compact = false, aside }: SizeSelectorProps) {
  const name = useId();
  const sorted = [...variants].sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  const chosen = variants.find((v) => v.guid === selected);
  return (
    <fieldset className={`size-selector${compact ? ' size-selector--compact' : ''}`}>
      <legend className="size-selector__legend">
        Size{chosen ? <span className="size-selector__chosen">: {sizeLabel(chosen.size)}</span> : null}
      </legend>
      {aside ? <div className="size-selector__aside">{aside}</div> : null}
      <div className="size-selector__options">
        {sorted.map((v) => {
          const available = variantAvailable(v) && v.isStock;
          return (
            <label
              key={v.guid}
              className="size-option"
              title={available ? undefined : 'Out of stock'}
              data-disabled={!available || undefined}
            >
              <input
                type="radio"
                name={name}
                value={v.guid}
                checked={v.guid === selected}
                disabled={!available}
                onChange={() => onSelect(v.guid)}
              />
              <span>{sizeLabel(v.size)}</span>
              {available ? null : <span className="visually-hidden"> (out of stock)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
