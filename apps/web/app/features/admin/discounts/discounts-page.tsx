import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, discountOffer, type AdminDiscount } from '@atelier/contract/discounts';
import { PageHeader, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime, formatPence, penceToInput } from '../format.ts';
import { useFocusFirstError } from '../forms/focus.tsx';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import './discounts.css';

export type DiscountField = 'code' | 'kind' | 'percentOff' | 'amountOff' | 'minSpend' | 'startsAt' | 'endsAt' | 'usageLimit';

export interface DiscountActionData {
  ok: boolean;
  message: string;
  errors?: Partial<Record<DiscountField, string>>;
}

const what = (d: AdminDiscount) => discountOffer(d.kind, d.value);

const londonParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as the datetime-local field shows it, in UK time. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const p = Object.fromEntries(londonParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** /admin/discounts (R20.1): every code with its uses, and the form to create or edit one. */
export function DiscountsPage({
  discounts,
  editing,
  result,
}: {
  discounts: AdminDiscount[];
  editing?: AdminDiscount;
  result?: DiscountActionData;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader
        title="Discount codes"
        subtitle="Codes shoppers type on the cart page or at checkout. Deactivated codes are unknown to shoppers."
      />
      {result ? <ResultNotice result={result} keepFocus={!!result.errors && Object.keys(result.errors).length > 0} /> : null}
      <AdminTable
        label="Discount codes"
        columns={['Code', 'Gives', 'Rules', { label: 'Uses', num: true }, 'Status', { label: 'Actions', hidden: true }]}
        style={{ marginBottom: 'var(--space-5)' }}
      >
        {discounts.map((d) => (
          <tr key={d.guid}>
            <td>
              <strong>{d.code}</strong>
            </td>
            <td>{what(d)}</td>
            <td className="adm-table__muted">
              {[
                d.minSpendPence ? `min. spend ${formatPence(d.minSpendPence)}` : '',
                d.startsAt ? `from ${formatDateTime(d.startsAt)}` : '',
                d.endsAt ? `until ${formatDateTime(d.endsAt)}` : '',
                d.oncePerCustomer ? 'once per customer' : '',
                d.excludeSaleItems ? 'not on sale items' : '',
                d.excludeFinalSale ? 'not on Final Sale' : '',
              ]
                .filter(Boolean)
                .join('; ') || 'none'}
            </td>
            <td className="num">
              {d.used}
              {d.usageLimit ? ` / ${d.usageLimit}` : ''}
              {d.held ? <span className="adm-table__muted"> ({d.held} held)</span> : null}
            </td>
            <td>
              <StatusBadge status={d.active ? 'Delivered' : 'Cancelled'} label={d.active ? 'Active' : 'Inactive'} />
            </td>
            <td>
              <div className="adm-row-actions">
                <Link to={`?edit=${d.guid}`} aria-label={`Edit ${d.code}`}>
                  Edit
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="active" />
                  <input type="hidden" name="guid" value={d.guid} />
                  <input type="hidden" name="active" value={d.active ? 'false' : 'true'} />
                  <button
                    type="submit"
                    className="btn btn--outline btn--sm"
                    disabled={busy}
                    aria-label={`${d.active ? 'Deactivate' : 'Reactivate'} ${d.code}`}
                  >
                    {d.active ? 'Deactivate' : 'Reactivate'}
                  </button>
                </Form>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <DiscountForm key={editing?.guid ?? `new-${discounts.length}`} discount={editing} result={result} />
    </>
  );
}

function DiscountForm({ discount: d, result }: { discount?: AdminDiscount; result?: DiscountActionData }) {
  const busy = useNavigation().state === 'submitting';
  const errors = result?.ok === false ? (result.errors ?? {}) : {};
  const form = useRef<HTMLFormElement>(null);
  // Created: drawn afresh (a new key); saved: a new answer. Either way nothing is unsaved (R22.24).
  const { dirty, guard } = useUnsavedChanges(form, result?.ok ? result : null);
  // Refused: the keyboard goes to the first field in error, not the page (R22.26).
  useFocusFirstError(form, Object.keys(errors).length ? result : undefined);
  const field = (
    name: DiscountField,
    label: string,
    input: { type?: string; defaultValue: string; inputMode?: 'numeric' | 'decimal'; hint?: string },
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`d-${name}`}>
        {label}
      </label>
      <input
        id={`d-${name}`}
        name={name}
        className="input"
        type={input.type ?? 'text'}
        defaultValue={input.defaultValue}
        inputMode={input.inputMode}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [errors[name] ? `d-${name}-error` : '', input.hint ? `d-${name}-hint` : ''].filter(Boolean).join(' ') || undefined
        }
      />
      {input.hint ? (
        <p className="adm-hint" id={`d-${name}-hint`}>
          {input.hint}
        </p>
      ) : null}
      {errors[name] ? (
        <p className="adm-error" id={`d-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section className="adm-panel" aria-labelledby="d-form">
      <h2 id="d-form" className="adm-panel__title">
        {d ? `Edit ${d.code}` : 'New discount code'}
      </h2>
      <Form method="post" className="adm-form" noValidate ref={form}>
        <input type="hidden" name="intent" value={d ? 'update' : 'create'} />
        {d ? <input type="hidden" name="guid" value={d.guid} /> : null}
        {d ? <input type="hidden" name="active" value={String(d.active)} /> : null}
        {field('code', 'Code', {
          defaultValue: d?.code ?? '',
          hint: '3-32 letters, digits, dashes or underscores; shoppers may type it in any case.',
        })}
        <div className="field">
          <label className="field__label" htmlFor="d-kind">
            Gives
          </label>
          <select id="d-kind" name="kind" className="select" defaultValue={d?.kind ?? 'percent'}>
            {DISCOUNT_KINDS.map((k) => (
              <option key={k} value={k}>
                {DISCOUNT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        {field('percentOff', 'Percentage off (percentage codes)', {
          defaultValue: d?.kind === 'percent' ? String(d.value) : '',
          inputMode: 'numeric',
        })}
        {field('amountOff', 'Amount off in £ (fixed-amount codes)', {
          defaultValue: d?.kind === 'fixed' ? penceToInput(d.value) : '',
          inputMode: 'decimal',
        })}
        {field('minSpend', 'Minimum spend in £', {
          defaultValue: d?.minSpendPence ? penceToInput(d.minSpendPence) : '',
          inputMode: 'decimal',
          hint: 'On the items the code applies to. Empty: none.',
        })}
        {field('startsAt', 'Starts (UK time)', { type: 'datetime-local', defaultValue: localInput(d?.startsAt ?? null) })}
        {field('endsAt', 'Ends (UK time)', { type: 'datetime-local', defaultValue: localInput(d?.endsAt ?? null) })}
        {field('usageLimit', 'Total uses allowed', {
          defaultValue: d?.usageLimit ? String(d.usageLimit) : '',
          inputMode: 'numeric',
          hint: 'Empty: no limit.',
        })}
        <div className="adm-form__wide adm-checks">
          <label className="adm-check">
            <input type="checkbox" name="oncePerCustomer" defaultChecked={d?.oncePerCustomer ?? false} /> Once per customer
          </label>
          <label className="adm-check">
            <input type="checkbox" name="excludeSaleItems" defaultChecked={d?.excludeSaleItems ?? false} /> Not on sale items
          </label>
          <label className="adm-check">
            <input type="checkbox" name="excludeFinalSale" defaultChecked={d?.excludeFinalSale ?? false} /> Not on Final Sale items
          </label>
        </div>
        <SaveBar dirty={dirty}>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            {d ? 'Save code' : 'Create code'}
          </button>
          {d ? (
            <Link to="/admin/discounts" className="btn btn--outline btn--sm">
              Cancel
            </Link>
          ) : null}
        </SaveBar>
        {guard}
      </Form>
    </section>
  );
}
