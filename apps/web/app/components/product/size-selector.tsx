import { jeansParts, sizeLabel, sizeRank } from '@atelier/contract/catalogue';
import type { CardVariant } from './card-item.ts';
import { variantAvailable } from '@atelier/contract/inventory';
import { useId, type ReactNode, type Ref } from 'react';
import { JeansSizeOptions } from './jeans-size-options.tsx';

interface SizeSelectorProps {
  variants: readonly CardVariant[];
  selected: string | undefined;
  /** A size, or none (jeans with a waist chosen and no leg yet). */
  onSelect: (guid: string | undefined) => void;
  compact?: boolean;
  /** Shown at the end of the label row (e.g. the size-guide button). */
  aside?: ReactNode;
  /** The size warning (R9.11), shown in the group it is about and read out at once. */
  warning?: string;
  /** The group, so a press of Add with no size can move the focus into it. */
  groupRef?: Ref<HTMLFieldSetElement>;
}

/** Sizes as a radio group; sold-out sizes are disabled with the title 'Out of stock'. */
export function SizeSelector({ variants, selected, onSelect, compact = false, aside, warning, groupRef }: SizeSelectorProps) {
  const name = useId();
  const warningId = `${name}-warning`;
  const sorted = [...variants].sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  const chosen = variants.find((v) => v.guid === selected);
  // Jeans are chosen by waist, then leg (R3.17).
  const jeans = variants.length > 0 && variants.every((v) => jeansParts(v.size));
  return (
    <fieldset
      ref={groupRef}
      className={`size-selector${compact ? ' size-selector--compact' : ''}`}
      aria-describedby={warning ? warningId : undefined}
      data-invalid={warning ? true : undefined}
    >
      <legend className="size-selector__legend">
        Size{chosen ? <span className="size-selector__chosen">: {sizeLabel(chosen.size)}</span> : null}
      </legend>
      {aside ? <div className="size-selector__aside">{aside}</div> : null}
      {jeans ? (
        <JeansSizeOptions variants={variants} selected={chosen} onSelect={onSelect} />
      ) : (
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
      )}
      {/* Always in the page, so the alert is read out as its text arrives. */}
      <p id={warningId} className="size-selector__warning" role="alert">
        {warning}
      </p>
    </fieldset>
  );
}
