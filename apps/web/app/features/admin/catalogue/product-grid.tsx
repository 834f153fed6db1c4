import { sizeLabel, SYSTEM_SIZES, type SizeSystem } from '@atelier/contract/catalogue';
import type { FieldMetadata } from '@conform-to/react';
import type { ColourRow, ProductFormValues, StockCell } from './product-values.ts';
import { AdminTable } from '../../../components/ui/data-table.tsx';

type Colour = FieldMetadata<ColourRow, ProductFormValues, string[]>;

/**
 * The colour x size grid (R17.8): a row per size of the chosen system, ticked when the style is sold
 * in it, and per colour a column with that variant's stock and SKU. Cells are posted as
 * colours[i].stock[j], j the size's place in the system, so a changed system starts from blank cells.
 */
export function StockGrid({
  system,
  initialSystem,
  sizes,
  colours,
  errors,
  sizesError,
}: {
  system: SizeSystem;
  /** The system the form's values were made for: only its cells keep their values. */
  initialSystem: SizeSystem;
  sizes: readonly string[];
  colours: Colour[];
  /** Every message of the form by field name (a cell's list may be newer than Conform's field list). */
  errors: Record<string, string[]>;
  sizesError?: string;
}) {
  const named = (c: Colour, i: number) => (typeof c.value?.colour === 'string' && c.value.colour.trim()) || `Colour ${i + 1}`;
  return (
    <>
      {sizesError ? (
        <p className="adm-error" role="alert" id="p-sizes-error">
          {sizesError}
        </p>
      ) : null}
      <AdminTable
        label="Stock and SKU per size and colour"
        columns={['Sold in', ...colours.map((c, i) => named(c, i))]}
        compact
        className="adm-variants"
      >
        {SYSTEM_SIZES[system].map((size, j) => (
          <tr key={`${system}-${size}`}>
            <td>
              <label className="adm-check">
                <input type="checkbox" name="sizes" value={size} defaultChecked={system === initialSystem && sizes.includes(size)} />{' '}
                {sizeLabel(size)}
              </label>
            </td>
            {colours.map((c, i) => (
              <GridCell
                key={c.key}
                colour={c}
                column={i}
                index={j}
                size={size}
                name={named(c, i)}
                keep={system === initialSystem}
                errors={errors}
              />
            ))}
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function GridCell(props: {
  colour: Colour;
  column: number;
  index: number;
  size: string;
  name: string;
  keep: boolean;
  errors: Record<string, string[]>;
}) {
  const { colour, column, index, size, name, keep, errors } = props;
  const base = `${colour.name}.stock[${index}]`;
  const initial = (keep ? colour.initialValue?.stock?.[index] : undefined) as Partial<StockCell> | undefined;
  const id = `p-cell-${column}-${index}`;
  const qtyError = errors[`${base}.quantity`]?.[0];
  const skuError = errors[`${base}.sku`]?.[0];
  return (
    <td>
      <input type="hidden" name={`${base}.size`} value={size} />
      {initial?.id ? <input type="hidden" name={`${base}.id`} value={initial.id} /> : null}
      <div className="adm-variants__cell">
        <label className="visually-hidden" htmlFor={`${id}-qty`}>
          Stock of {sizeLabel(size)}, {name}
        </label>
        <input
          id={`${id}-qty`}
          className="input"
          name={`${base}.quantity`}
          type="number"
          min={0}
          step={1}
          defaultValue={initial?.quantity ?? '0'}
          aria-invalid={qtyError ? true : undefined}
          aria-describedby={qtyError ? `${id}-qty-error` : undefined}
        />
        <label className="visually-hidden" htmlFor={`${id}-sku`}>
          SKU of {sizeLabel(size)}, {name}
        </label>
        <input
          id={`${id}-sku`}
          className="input"
          name={`${base}.sku`}
          defaultValue={initial?.sku ?? ''}
          maxLength={64}
          placeholder="SKU"
          spellCheck={false}
          aria-invalid={skuError ? true : undefined}
          aria-describedby={skuError ? `${id}-sku-error` : undefined}
        />
      </div>
      {qtyError ? (
        <p className="adm-error" id={`${id}-qty-error`}>
          {qtyError}
        </p>
      ) : null}
      {skuError ? (
        <p className="adm-error" id={`${id}-sku-error`}>
          {skuError}
        </p>
      ) : null}
    </td>
  );
}
