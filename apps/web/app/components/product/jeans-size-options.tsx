import { jeansParts, JEANS_LEGS, JEANS_WAISTS } from '@atelier/contract/catalogue';
import type { CardVariant } from './card-item.ts';
import { variantAvailable } from '@atelier/contract/inventory';
import { useState } from 'react';

interface JeansSizeOptionsProps {
  variants: readonly CardVariant[];
  selected: CardVariant | undefined;
  /** A size in stock in both the waist and the leg, or undefined while either is still to choose. */
  onSelect: (guid: string | undefined) => void;
}

const canBuy = (v: CardVariant) => variantAvailable(v) && v.isStock;

/**
 * Jeans chosen as a shopper reads them (R3.17): the waist, then the leg. A waist with no leg in stock
 * cannot be chosen; once a waist is chosen, so can no leg it is sold out in. Choosing a waist that
 * the chosen leg is sold out in clears the leg, so nothing is chosen for the shopper (R3.5).
 */
export function JeansSizeOptions({ variants, selected, onSelect }: JeansSizeOptionsProps) {
  const parts = variants.flatMap((v) => {
    const p = jeansParts(v.size);
    return p ? [{ ...p, variant: v }] : [];
  });
  const chosen = selected ? jeansParts(selected.size) : undefined;
  const [waist, setWaist] = useState<string | undefined>(chosen?.waist);
  const [leg, setLeg] = useState<string | undefined>(chosen?.leg);
  const find = (w: string | undefined, l: string | undefined) => parts.find((p) => p.waist === w && p.leg === l && canBuy(p.variant));
  const waists = JEANS_WAISTS.filter((w) => parts.some((p) => p.waist === w));
  const legs = JEANS_LEGS.filter((l) => parts.some((p) => p.leg === l));
  const waistOpen = (w: string) => parts.some((p) => p.waist === w && canBuy(p.variant));
  const legOpen = (l: string) => parts.some((p) => p.leg === l && (waist === undefined || p.waist === waist) && canBuy(p.variant));

  const choose = (w: string | undefined, l: string | undefined) => {
    const keepLeg = find(w, l) ? l : undefined;
    setWaist(w);
    setLeg(keepLeg);
    onSelect(find(w, keepLeg)?.variant.guid);
  };

  return (
    <>
      <Dimension name="Waist" values={waists} chosen={waist} open={waistOpen} onChoose={(w) => choose(w, leg)} />
      <Dimension name="Leg" values={legs} chosen={leg} open={legOpen} onChoose={(l) => choose(waist, l)} />
    </>
  );
}

function Dimension(props: {
  name: string;
  values: readonly string[];
  chosen: string | undefined;
  open: (value: string) => boolean;
  onChoose: (value: string) => void;
}) {
  const { name, values, chosen, open, onChoose } = props;
  return (
    <fieldset className="size-selector__dimension">
      <legend className="size-selector__dimension-name">
        {name}
        {chosen ? <span className="size-selector__chosen">: {chosen}</span> : null}
      </legend>
      <div className="size-selector__options">
        {values.map((value) => {
          const available = open(value);
          return (
            <label
              key={value}
              className="size-option"
              title={available ? undefined : 'Out of stock'}
              data-disabled={!available || undefined}
            >
              <input
                type="radio"
                name={`jeans-${name.toLowerCase()}`}
                value={value}
                checked={value === chosen}
                disabled={!available}
                onChange={() => onChoose(value)}
              />
              <span>{value}</span>
              {available ? null : <span className="visually-hidden"> (out of stock)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
