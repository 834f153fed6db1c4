import type { Gender, SizeSystem } from '@atelier/contract/catalogue';
import { useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { RulerIcon } from '~/components/ui/icons';
import { sizeGuideFor, type Measure, type SizeGuideTable } from './size-guide-data.ts';

/** 'Size guide' link beside the size picker, opening the tables of the product's size system (R3.14) in a modal. */
export function SizeGuide({ system, gender }: { system: SizeSystem; gender: Gender }) {
  const [open, setOpen] = useState(false);
  const tables = sizeGuideFor(system, gender);
  if (tables.length === 0) return null;
  return (
    <>
      <button type="button" className="size-guide__trigger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <RulerIcon width="16" height="16" /> Size guide
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Size guide"
        closeLabel="Close size guide"
        variant="modal"
        className="size-guide__dialog"
      >
        {tables.map((table) => (
          <GuideTable key={table.caption ?? system} table={table} system={system} />
        ))}
      </Dialog>
    </>
  );
}

function GuideTable({ table, system }: { table: SizeGuideTable; system: SizeSystem }) {
  return (
    <section className="size-guide__section">
      {table.caption ? <h3 className="size-guide__caption">{table.caption}</h3> : null}
      <p className="size-guide__intro">{table.intro}</p>
      {/* Focusable so the table can be scrolled by keyboard when it is wider or taller than the screen. */}
      <div className="size-guide__scroll" role="region" aria-label={table.caption ? `${table.caption} table` : 'Size table'} tabIndex={0}>
        <table className="size-guide__table" data-system={system}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]}>{typeof cell === 'string' ? cell : <Measurement value={cell} />}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="size-guide__note">{table.note}</p>
    </section>
  );
}

/** '78 cm' over '30.5 in': both units in one cell keep the table narrow enough for a phone. */
function Measurement({ value }: { value: Measure }) {
  return (
    <>
      <span className="size-guide__cm">{value.cm} cm</span> <span className="size-guide__in">{value.in} in</span>
    </>
  );
}
