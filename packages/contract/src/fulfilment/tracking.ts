/**
 * Carriers the shop dispatches with and their public tracking pages (R21.8). Pure: the API puts
 * the link in the shipped mail and My Orders, the admin offers the list when marking an order shipped.
 */

export const CARRIERS = ['royal-mail', 'dpd', 'evri', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  'royal-mail': 'Royal Mail',
  dpd: 'DPD',
  evri: 'Evri',
  dhl: 'DHL',
  other: 'Other carrier',
};

const PAGES: Partial<Record<Carrier, (n: string) => string>> = {
  'royal-mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  dpd: (n) => `https://track.dpd.co.uk/parcels/${n}`,
  evri: (n) => `https://www.evri.com/track/parcel/${n}`,
  dhl: (n) => `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
};

/** Letters, digits and dashes: what the carriers' numbers are made of (spaces typed by the owner are dropped). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export interface Tracking {
  carrier: Carrier;
  carrierLabel: string;
  number: string;
  /** The carrier's tracking page for this parcel; null for another carrier. */
  url: string | null;
}

export function trackingOf(carrier: string | null, number: string | null): Tracking | null {
  if (!carrier || !(CARRIERS as readonly string[]).includes(carrier)) return null;
  const c = carrier as Carrier;
  const n = number ?? '';
  const page = PAGES[c];
  return { carrier: c, carrierLabel: CARRIER_LABELS[c], number: n, url: page && n ? page(encodeURIComponent(n)) : null };
}
