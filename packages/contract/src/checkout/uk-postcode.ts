/**
 * UK postcodes (R20.21, R20.22): their shape, their one written form, and the delivery region a
 * postcode falls in. One module for the browser and the API, so the form and the order agree.
 */

/** Outward code, optional space, inward code (SW1A 1AA, M1 1AE, B33 8TH, CR2 6XH, DN55 1PT, GIR 0AA). */
const UK_POSTCODE = /^(?:GIR0AA|[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2})$/;
/** British Forces Post Office: BFPO and 1-4 digits. */
const BFPO = /^BFPO(\d{1,4})$/;

/**
 * The postcode written the one way ('eh11aa' -> 'EH1 1AA', 'bfpo123' -> 'BFPO 123'), or undefined
 * when it does not have a UK postcode's shape.
 */
export function formatUkPostcode(value: string): string | undefined {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  const forces = BFPO.exec(compact);
  if (forces) return `BFPO ${forces[1]}`;
  if (!UK_POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The regions a courier prices apart from mainland Great Britain (R20.22). */
export const DELIVERY_REGIONS = ['northernIreland', 'highlandsIslands', 'isleOfMan', 'channelIslands', 'scilly', 'bfpo'] as const;
export type DeliveryRegion = (typeof DELIVERY_REGIONS)[number];
export const POSTCODE_REGIONS = ['mainland', ...DELIVERY_REGIONS] as const;
export type PostcodeRegion = (typeof POSTCODE_REGIONS)[number];

export const REGION_LABELS: Record<PostcodeRegion, string> = {
  mainland: 'Mainland UK',
  northernIreland: 'Northern Ireland',
  highlandsIslands: 'Highlands and islands',
  isleOfMan: 'Isle of Man',
  channelIslands: 'Channel Islands',
  scilly: 'Isles of Scilly',
  bfpo: 'BFPO (British Forces)',
};

type Ranges = Array<[number, number]>;
/** Whole postcode areas, or the districts of an area, that couriers count as Highlands and islands. */
const HIGHLANDS: Record<string, Ranges | 'all'> = {
  IV: 'all',
  KW: 'all',
  HS: 'all',
  ZE: 'all',
  PA: [
    [20, 49],
    [60, 78],
  ],
  PH: [
    [17, 26],
    [30, 44],
    [49, 50],
  ],
  KA: [[27, 28]],
  AB: [
    [31, 38],
    [41, 56],
  ],
};
const WHOLE_AREAS: Record<string, DeliveryRegion> = { BT: 'northernIreland', IM: 'isleOfMan', GY: 'channelIslands', JE: 'channelIslands' };

const within = (n: number, ranges: Ranges | 'all') => ranges === 'all' || ranges.some(([lo, hi]) => n >= lo && n <= hi);

/** The region of a formatted (or typed) postcode; undefined when it is not a postcode. */
export function postcodeRegion(value: string): PostcodeRegion | undefined {
  const postcode = formatUkPostcode(value);
  if (!postcode) return undefined;
  if (postcode.startsWith('BFPO ')) return 'bfpo';
  const outward = /^([A-Z]{1,2})(\d{1,2})[A-Z]?$/.exec(postcode.split(' ')[0]!);
  if (!outward) return 'mainland';
  const [, area, digits] = outward as unknown as [string, string, string];
  const district = Number(digits);
  if (WHOLE_AREAS[area]) return WHOLE_AREAS[area];
  if (area === 'TR' && district >= 21 && district <= 25) return 'scilly';
  const highlands = HIGHLANDS[area];
  if (highlands && within(district, highlands)) return 'highlandsIslands';
  return 'mainland';
}

/** What the owner set for a region: delivered with a surcharge (pence, VAT included), or not delivered. */
export interface RegionRule {
  delivered: boolean;
  surchargePence: number;
}
export type RegionRules = Record<DeliveryRegion, RegionRule>;

/** Until the owner says otherwise every region is delivered at the mainland price. */
export const DEFAULT_REGION_RULES: RegionRules = Object.fromEntries(
  DELIVERY_REGIONS.map((r) => [r, { delivered: true, surchargePence: 0 }]),
) as RegionRules;

/** The rule in force for a postcode region (mainland: delivered, no surcharge). */
export function regionRule(region: PostcodeRegion, rules: RegionRules | undefined): RegionRule {
  if (region === 'mainland') return { delivered: true, surchargePence: 0 };
  return rules?.[region] ?? DEFAULT_REGION_RULES[region];
}

/** "We do not deliver to the Channel Islands (JE2 3AB)..." : the postcode field's and the API's message. */
export function notDeliveredMessage(region: PostcodeRegion, postcode: string): string {
  return `Sorry, we do not deliver to ${REGION_LABELS[region]} postcodes (${postcode}). Please use another address or choose Click & collect.`;
}
