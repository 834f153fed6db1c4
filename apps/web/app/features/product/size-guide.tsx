import { useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { RulerIcon } from '~/components/ui/icons';
import { SIZE_GUIDE } from './size-guide-data.ts';

/** 'Size guide' link beside the size picker, opening the measurements table in a modal. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="size-guide__trigger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <RulerIcon width="16" height="16" /> Size guide
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Size guide" closeLabel="Close size guide" variant="modal">
        <p className="size-guide__intro">Body measurements in inches. If you are between sizes, we suggest the larger one.</p>
        <div className="size-guide__scroll">
          <table className="size-guide__table">
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">US size</th>
                <th scope="col">Chest</th>
                <th scope="col">Waist</th>
                <th scope="col">Hip</th>
              </tr>
            </thead>
            <tbody>
              {SIZE_GUIDE.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  <td>{row.us}</td>
                  <td>{row.chest}</td>
                  <td>{row.waist}</td>
                  <td>{row.hip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="size-guide__note">Measure around the fullest part of the chest and hip, and the narrowest part of the waist.</p>
      </Dialog>
    </>
  );
}
