import { type AdminColourFamily, COLOUR_FAMILIES, COLOUR_FAMILY_LABELS } from '@atelier/contract/catalogue';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { Notice, PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';

export type ColourFamiliesResult = { ok: boolean; message: string } | undefined;

/**
 * The owner's colour families (R17.9, R17.10): every colour on offer with the family the shop's
 * colour filter and search put it in. Each list offers every family, its default marked; a colour
 * set back to its default follows the defaults again. One form, saved at once, without script too.
 */
export function ColourFamiliesPage({ colours, result }: { colours: AdminColourFamily[]; result: ColourFamiliesResult }) {
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // The lists are drawn afresh whenever the saved families change (the loader's answer, which may
  // come a moment after the action's), and then nothing is unsaved (R22.24).
  const drawn = colours.map((c) => c.family).join(',');
  const { dirty, guard } = useUnsavedChanges(form, drawn);
  const changed = colours.filter((c) => c.family !== c.defaultFamily).length;
  return (
    <>
      <PageHeader
        title="Colour families"
        subtitle="The colour filter groups shades in families, and a search for a family (grey, neutral) finds all its shades. Move a colour where its default family is wrong."
      />
      {result ? <Notice tone={result.ok ? 'success' : 'error'}>{result.message}</Notice> : null}
      {colours.length === 0 ? (
        <p>No products on offer yet: their colours appear here.</p>
      ) : (
        <Form method="post" ref={form} key={drawn} className="adm-form">
          <p className="adm-table__muted" id="cf-summary">
            {colours.length} colours on offer,{' '}
            {changed === 0 ? 'all in their default families' : `${changed} moved from their default family`}.
          </p>
          <AdminTable label="Colours and their families" columns={['Colour', 'Family']} compact>
            {colours.map((c, i) => (
              <tr key={c.colour}>
                <td>
                  <span className="adm-colour">
                    <span className="adm-colour__swatch" style={{ backgroundColor: c.colourHex }} aria-hidden="true" />
                    {c.colour}
                  </span>
                </td>
                <td>
                  <input type="hidden" name="colour" value={c.colour} />
                  <label className="visually-hidden" htmlFor={`cf-${i}`}>
                    Family of {c.colour}
                  </label>
                  <select id={`cf-${i}`} name="family" className="input adm-colour__family" defaultValue={c.family}>
                    {COLOUR_FAMILIES.map((f) => (
                      <option key={f} value={f}>
                        {COLOUR_FAMILY_LABELS[f]}
                        {f === c.defaultFamily ? ' (default)' : ''}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </AdminTable>
          <SaveBar dirty={dirty}>
            <button type="submit" className="btn btn--sm" disabled={busy}>
              Save families
            </button>
          </SaveBar>
          {guard}
        </Form>
      )}
    </>
  );
}
