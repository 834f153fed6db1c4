import type { SizeSystem } from '@atelier/contract/catalogue';
import { useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { RulerIcon } from '~/components/ui/icons';
import { sizeGuideFor } from './size-guide-data.ts';

/** 'Size guide' link beside the size picker, opening the table of the product's size system (R3.14) in a modal. */
export function SizeGuide({ system }: { system: SizeSystem }) {
  const [open, setOpen] = useState(false);
  const guide = sizeGuideFor(system);
  if (!guide) return null;
  return (
    <>
      <button type="button" className="size-guide__trigger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <RulerIcon width="16" height="16" /> Size guide
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Size guide" closeLabel="Close size guide" variant="modal">
        <p className="size-guide__intro">{guide.intro}</p>
        {/* Focusable so the table can be scrolled by keyboard when it is wider or taller than the screen. */}
        <div className="size-guide__scroll" role="region" aria-label="Size table" tabIndex={0}>
          <table className="size-guide__table" data-system={system}>
            <thead>
              <tr>
                <th scope="col">Size</th>
                {guide.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guide.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {row.cells.map((cell, i) => (
                    <td key={guide.columns[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="size-guide__note">{guide.note}</p>
      </Dialog>
    </>
  );
}
