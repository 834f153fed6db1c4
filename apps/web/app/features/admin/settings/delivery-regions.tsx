import { DELIVERY_REGIONS, REGION_LABELS } from '@atelier/contract/checkout';
import type { EffectiveSettings, SettingsResponse } from '@atelier/contract/settings';
import { formatPence, penceToInput } from '../format.ts';

/** What each region's postcodes are, so the owner knows what they are pricing (R20.22). */
const REGION_HINTS: Record<(typeof DELIVERY_REGIONS)[number], string> = {
  northernIreland: 'BT postcodes.',
  highlandsIslands: 'IV, KW, HS, ZE; PA20-49, PA60-78; PH17-26, PH30-44, PH49-50; KA27-28; AB31-38, AB41-56.',
  isleOfMan: 'IM postcodes.',
  channelIslands: 'GY and JE postcodes.',
  scilly: 'TR21-25.',
  bfpo: 'British Forces Post Office addresses.',
};

/**
 * The delivery regions' part of /admin/settings (R20.22): per region, delivered or not, and a
 * surcharge added to every parcel's delivery there. Empty is the default: delivered, no surcharge.
 */
export function DeliveryRegionsFieldset({
  stored,
  effective,
  errors,
}: {
  stored: SettingsResponse['stored'];
  effective: EffectiveSettings;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="adm-panel">
      <legend className="adm-panel__title">Delivery regions</legend>
      <p className="adm-hint">
        Postcodes couriers charge more for. A surcharge is added to Standard and Next-day delivery there (the free-shipping threshold does
        not waive it); Not delivered refuses the postcode at checkout. Click &amp; collect is never affected.
      </p>
      {DELIVERY_REGIONS.map((region) => {
        const name = `delivery.regions.${region}`;
        const id = `set-region-${region}`;
        const mine = stored.delivery.regions?.[region];
        const now = effective.delivery.regions[region];
        const error = errors[`${name}.surchargePence`];
        return (
          <fieldset key={region} className="adm-region">
            <legend className="adm-region__title">{REGION_LABELS[region]}</legend>
            <p className="adm-hint" id={`${id}-hint`}>
              {REGION_HINTS[region]} Now:{' '}
              {now.delivered
                ? `delivered, ${now.surchargePence ? `${formatPence(now.surchargePence)} extra` : 'no surcharge'}`
                : 'not delivered'}
              .
            </p>
            <div className="adm-region__controls">
              <div className="field">
                <label className="field__label" htmlFor={`${id}-delivered`}>
                  Delivery
                </label>
                <select
                  id={`${id}-delivered`}
                  name={`${name}.delivered`}
                  className="select"
                  defaultValue={mine?.delivered === false ? 'no' : 'yes'}
                >
                  <option value="yes">Delivered</option>
                  <option value="no">Not delivered</option>
                </select>
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-surcharge`}>
                  Surcharge (£)
                </label>
                <input
                  id={`${id}-surcharge`}
                  name={`${name}.surchargePence`}
                  className="input"
                  inputMode="decimal"
                  defaultValue={mine?.surchargePence ? penceToInput(mine.surchargePence) : ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                />
                {error ? (
                  <p className="adm-error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
