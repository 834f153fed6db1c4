import type { EffectiveSettings, SettingsResponse } from '@atelier/contract/settings';
import { useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { PageHeader, ResultNotice } from '../admin-layout.tsx';
import { formatPence, penceToInput } from '../format.ts';
import type { SettingsActionData } from './settings.server.ts';
import { useFocusFirstError } from '../forms/focus.tsx';
import { SaveBar } from '../forms/save-bar.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import { DeliveryRegionsFieldset } from './delivery-regions.tsx';

/** /admin/settings: what the owner may change without a developer (R22.9). Empty means "the default". */
interface ControlProps {
  id: string;
  name: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

export function SettingsPage({ data, result }: { data: SettingsResponse; result: SettingsActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const { stored, defaults } = data;
  const errors = result?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  // Saved (a new answer each time): nothing unsaved (R22.24).
  const { dirty, guard } = useUnsavedChanges(form, result?.ok ? result : null);
  const refused = Object.keys(errors).length > 0;
  useFocusFirstError(form, refused ? result : undefined);
  // One labelled setting: its control, the hint that says what an empty one means, its error.
  const labelled = (name: string, label: string, hint: ReactNode, control: (props: ControlProps) => ReactNode) => {
    const id = `set-${name.replace('.', '-')}`;
    const error = errors[name];
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {control({
          id,
          name,
          className: 'input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
        })}
        <p className="adm-hint" id={`${id}-hint`}>
          {hint}
        </p>
        {error ? (
          <p className="adm-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const field = (name: string, label: string, value: string | number | undefined, hint: ReactNode, extra: object = {}) =>
    labelled(name, label, hint, (props) => <input {...props} defaultValue={value ?? ''} {...extra} />);
  // An address, one line a row.
  const lines = (name: string, label: string, value: string[] | undefined, hint: string) =>
    labelled(name, label, hint, (props) => <textarea {...props} rows={4} defaultValue={(value ?? []).join('\n')} />);
  const money = (p: number | undefined) => (p === undefined ? '' : penceToInput(p));
  const d: EffectiveSettings = defaults;
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Saved in the database and used by the whole shop from the next page. Leave a field empty for its default."
      />
      {result ? <ResultNotice result={result} keepFocus={refused} /> : null}
      <Form method="post" className="adm-form adm-settings" noValidate ref={form}>
        <fieldset className="adm-panel">
          <legend className="adm-panel__title">Shipping</legend>
          {field(
            'shipping.feePence',
            'Standard shipping fee (£)',
            money(stored.shipping.feePence),
            `Default ${formatPence(d.shipping.feePence)}.`,
            {
              inputMode: 'decimal',
            },
          )}
          {field(
            'shipping.freeThresholdPence',
            'Free shipping from (£)',
            money(stored.shipping.freeThresholdPence),
            `Orders at or above this ship free; 0 means every order ships free. Default ${formatPence(d.shipping.freeThresholdPence)}.`,
            { inputMode: 'decimal' },
          )}
          {field(
            'delivery.nextDayFeePence',
            'Next-day delivery fee (£)',
            money(stored.delivery.nextDayFeePence),
            `Default ${formatPence(d.delivery.nextDayFeePence)}.`,
            {
              inputMode: 'decimal',
            },
          )}
          {field(
            'delivery.nextDayCutoff',
            'Next-day cut-off (UK time, HH:MM)',
            stored.delivery.nextDayCutoff,
            `Such as 14:00. Orders paid after this time leave the next working day. Default ${d.delivery.nextDayCutoff}.`,
            { inputMode: 'numeric' },
          )}
          {lines(
            'delivery.collectionAddressLines',
            'Click & collect address (one line each)',
            stored.delivery.collectionAddressLines,
            'Where customers collect their orders, as product pages, checkout and the FAQ say. Empty: the shop address below.',
          )}
          {field(
            'delivery.collectionHours',
            'Click & collect hours',
            stored.delivery.collectionHours,
            `Such as Monday to Friday, 9am-5pm. Default ${d.delivery.collectionHours}.`,
          )}
          {field(
            'delivery.collectReminderDays',
            'Click & collect reminder (days waiting)',
            stored.delivery.collectReminderDays,
            `An order ready to collect for this many days gets one reminder email. Default ${d.delivery.collectReminderDays} days.`,
            { inputMode: 'numeric' },
          )}
        </fieldset>
        <DeliveryRegionsFieldset stored={stored} effective={data.effective} errors={errors} />
        <fieldset className="adm-panel">
          <legend className="adm-panel__title">Returns and stock</legend>
          {field(
            'returns.returnWindowDays',
            'Return window (days after delivery)',
            stored.returns.returnWindowDays,
            `Default ${d.returns.returnWindowDays} days.`,
            { inputMode: 'numeric' },
          )}
          {field(
            'inventory.lowStockThreshold',
            'Low stock at (units per size)',
            stored.inventory.lowStockThreshold,
            `The dashboard lists sizes with this many units or fewer. Default ${d.inventory.lowStockThreshold}.`,
            { inputMode: 'numeric' },
          )}
        </fieldset>
        <fieldset className="adm-panel">
          <legend className="adm-panel__title">Checkout reminders</legend>
          {labelled(
            'reminders.checkoutReminders',
            'Remind shoppers who leave checkout',
            `One email to a shopper who left a checkout unpaid and agreed to reminders, or has bought before and did not say no (UK marketing rules). Default ${d.reminders.checkoutReminders ? 'on' : 'off'}.`,
            (props) => (
              <select
                {...props}
                className="select"
                defaultValue={stored.reminders.checkoutReminders === undefined ? '' : stored.reminders.checkoutReminders ? 'on' : 'off'}
              >
                <option value="">Default ({d.reminders.checkoutReminders ? 'on' : 'off'})</option>
                <option value="on">On</option>
                <option value="off">Off</option>
              </select>
            ),
          )}
          {field(
            'reminders.checkoutReminderMinutes',
            'Send the reminder after (minutes)',
            stored.reminders.checkoutReminderMinutes,
            `Minutes after the checkout was started, up to 4320 (3 days); 60 to 240 suits most shops. Default ${d.reminders.checkoutReminderMinutes}.`,
            { inputMode: 'numeric' },
          )}
        </fieldset>
        <fieldset className="adm-panel">
          <legend className="adm-panel__title">Shop details</legend>
          {field('shop.name', 'Shop name', stored.shop.name, `Default ${d.shop.name}.`, { autoComplete: 'organization' })}
          {field(
            'shop.legalName',
            'Legal name',
            stored.shop.legalName,
            `The registered company name, for VAT receipts, packing slips, mails, the footer and the policy pages. Default ${d.shop.legalName}.`,
          )}
          {lines('shop.addressLines', 'Address (one line each)', stored.shop.addressLines, `Default ${d.shop.addressLines.join(', ')}.`)}
          {field('shop.vatNumber', 'VAT number', stored.shop.vatNumber, 'GB followed by 9 digits, e.g. GB123456789.')}
          {field(
            'shop.companyNumber',
            'Company number',
            stored.shop.companyNumber,
            `As registered at Companies House, for receipts, mails and the policy pages. Default ${d.shop.companyNumber}.`,
          )}
          {field('shop.contactEmail', 'Contact email', stored.shop.contactEmail, `Default ${d.shop.contactEmail}.`, {
            type: 'email',
            autoComplete: 'email',
          })}
        </fieldset>
        <SaveBar dirty={dirty}>
          <button type="submit" className="btn" disabled={busy}>
            Save settings
          </button>
        </SaveBar>
        {guard}
      </Form>
    </>
  );
}
