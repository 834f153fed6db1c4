import type { SynonymGroup } from '@atelier/contract/catalogue';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useResetAfterAdd } from '../forms/reset-after-add.ts';
import { PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';

/** The words of a group as the owner types them: separated by commas. */
export function synonymTerms(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

type Result = { ok: true; id: string } | { ok: false; id: string; message: string } | undefined;

/** Search synonyms (R19.3): groups of words a search treats as the same. Plain forms, no script needed. */
export function SynonymsPage({ groups, result }: { groups: SynonymGroup[]; result: Result }) {
  const busy = useNavigation().state === 'submitting';
  const error = (id: string) => (result && !result.ok && result.id === id ? result.message : undefined);
  return (
    <>
      <PageHeader
        title="Search synonyms"
        subtitle="Words in one group find the same products: a search for any of them finds what the others name."
      />
      <section className="adm-panel" aria-labelledby="syn-new">
        <h2 id="syn-new" className="adm-panel__title">
          New group
        </h2>
        <TermsForm
          id=""
          terms=""
          label="Words of the new group"
          submit="Add group"
          error={error('')}
          busy={busy}
          result={result}
          added={result?.ok === true && result.id === ''}
        />
      </section>
      <AdminTable label="Synonym groups" columns={['Words (separated by commas)', { label: 'Delete', hidden: true }]}>
        {groups.map((g) => (
          <tr key={g.id}>
            <td>
              <TermsForm
                id={String(g.id)}
                terms={g.terms.join(', ')}
                label={`Words of the group ${g.terms.join(', ')}`}
                submit="Save"
                error={error(String(g.id))}
                busy={busy}
              />
            </td>
            <td>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={g.id} />
                <button type="submit" className="adm-link-btn" disabled={busy} aria-label={`Delete the group ${g.terms.join(', ')}`}>
                  Delete
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function TermsForm(props: {
  id: string;
  terms: string;
  label: string;
  submit: string;
  error?: string;
  busy: boolean;
  result?: Result;
  added?: boolean;
}) {
  const field = `syn-${props.id || 'new'}`;
  const form = useRef<HTMLFormElement>(null);
  // The new group's form empties once the group is added (R22.25).
  useResetAfterAdd(form, props.result, !!props.added);
  return (
    <Form method="post" className="adm-form adm-form--inline" ref={form}>
      <input type="hidden" name="intent" value={props.id ? 'update' : 'create'} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      <div className="field">
        <label className={props.id ? 'visually-hidden' : 'field__label'} htmlFor={field}>
          {props.label}
        </label>
        <input
          id={field}
          name="terms"
          className="input"
          defaultValue={props.terms}
          placeholder={props.id ? undefined : 'gilet, bodywarmer, body warmer'}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${field}-error` : undefined}
          maxLength={500}
        />
        {props.error ? (
          <p className="adm-error" id={`${field}-error`} role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
      <div className="adm-form__actions">
        <button type="submit" className="btn btn--sm" disabled={props.busy}>
          {props.submit}
        </button>
      </div>
    </Form>
  );
}
