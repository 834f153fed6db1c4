import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import type { SettingsInput } from '@atelier/contract/settings';
import { DELIVERY_REGIONS } from '@atelier/contract/checkout';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, apiFieldErrors, formText, requireAdmin } from '../admin-api.server.ts';
import { inputToPence } from '../format.ts';

export interface SettingsActionData {
  ok: boolean;
  message: string;
  /** Messages by field name ("shipping.feePence"). */
  fields?: Record<string, string>;
}

/** The settings form as the API's body: an empty field is left out, so its default applies. */
function read(form: FormData): { body: SettingsInput; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const pence = (name: string) => {
    const v = formText(form, name);
    if (!v) return undefined;
    const p = inputToPence(v);
    if (p === undefined) fields[name] = 'Please enter an amount in pounds, such as 3.95.';
    return p;
  };
  const whole = (name: string) => {
    const v = formText(form, name);
    if (!v) return undefined;
    if (!/^\d{1,4}$/.test(v)) fields[name] = 'Please enter a whole number.';
    return Number(v);
  };
  const text = (name: string) => formText(form, name) || undefined;
  const onOff = (name: string) => {
    const v = formText(form, name);
    return v === 'on' ? true : v === 'off' ? false : undefined;
  };
  const linesOf = (name: string) => {
    const lines = formText(form, name)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    return lines.length ? lines : undefined;
  };
  // R20.22: a region left delivered with no surcharge is left out, so its default applies.
  const regions = Object.fromEntries(
    DELIVERY_REGIONS.flatMap((region) => {
      const delivered = formText(form, `delivery.regions.${region}.delivered`) !== 'no';
      const surchargePence = pence(`delivery.regions.${region}.surchargePence`);
      return delivered && !surchargePence ? [] : [[region, { delivered, surchargePence: surchargePence ?? 0 }]];
    }),
  );
  const body: SettingsInput = {
    shop: {
      name: text('shop.name'),
      legalName: text('shop.legalName'),
      addressLines: linesOf('shop.addressLines'),
      vatNumber: text('shop.vatNumber'),
      companyNumber: text('shop.companyNumber'),
      contactEmail: text('shop.contactEmail'),
    },
    shipping: { feePence: pence('shipping.feePence'), freeThresholdPence: pence('shipping.freeThresholdPence') },
    delivery: {
      nextDayFeePence: pence('delivery.nextDayFeePence'),
      nextDayCutoff: text('delivery.nextDayCutoff'),
      collectionAddressLines: linesOf('delivery.collectionAddressLines'),
      collectionHours: text('delivery.collectionHours'),
      collectReminderDays: whole('delivery.collectReminderDays'),
      regions: Object.keys(regions).length ? regions : undefined,
    },
    returns: { returnWindowDays: whole('returns.returnWindowDays') },
    inventory: { lowStockThreshold: whole('inventory.lowStockThreshold') },
    reminders: {
      // R24.1: 'on', 'off', or empty for the default (off).
      checkoutReminders: onOff('reminders.checkoutReminders'),
      checkoutReminderMinutes: whole('reminders.checkoutReminderMinutes'),
    },
  };
  return { body, fields };
}

/** The settings page's action (R22.9): saved for every instance at once. */
export async function settingsAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const { body, fields } = read(await request.formData());
  if (Object.keys(fields).length)
    return data<SettingsActionData>({ ok: false, message: 'Please correct the fields marked below.', fields }, { status: 400 });
  const r = await adminCall(callApi(context, settingsEndpoints.saveSettings, { body }));
  if (!r.ok)
    return data<SettingsActionData>(
      { ok: false, message: 'Please correct the fields marked below.', fields: apiFieldErrors(r.message) },
      { status: r.status },
    );
  return { ok: true, message: 'Settings saved. The shop uses them from now on.' } satisfies SettingsActionData;
}
