import type { SizeSystem } from '@atelier/contract/catalogue';

/** Size guide in inches (R11.3, with the source's typos fixed: S hip 35-36, L chest 38-39). */
export const SIZE_GUIDE = [
  { size: 'XS', us: '2', chest: '32', waist: '24-25', hip: '33-34' },
  { size: 'S', us: '4', chest: '34-35', waist: '26-27', hip: '35-36' },
  { size: 'M', us: '6', chest: '36-37', waist: '28-29', hip: '38-40' },
  { size: 'L', us: '8', chest: '38-39', waist: '30-31', hip: '42-44' },
  { size: 'XL', us: '10', chest: '40-41', waist: '32-33', hip: '45-47' },
  { size: 'XXL', us: '12', chest: '42-43', waist: '34-35', hip: '48-50' },
] as const;

/**
 * UK shoe sizes with the usual retail conversion (R3.14): EU, US (men's one up from UK, women's
 * two up) and the length of the foot in centimetres, heel to longest toe.
 */
export const SHOE_GUIDE = [
  { size: 'UK 3', eu: '36', usMen: '4', usWomen: '5', footCm: '22.0' },
  { size: 'UK 4', eu: '37', usMen: '5', usWomen: '6', footCm: '22.9' },
  { size: 'UK 5', eu: '38', usMen: '6', usWomen: '7', footCm: '23.7' },
  { size: 'UK 6', eu: '39', usMen: '7', usWomen: '8', footCm: '24.6' },
  { size: 'UK 7', eu: '41', usMen: '8', usWomen: '9', footCm: '25.4' },
  { size: 'UK 8', eu: '42', usMen: '9', usWomen: '10', footCm: '26.2' },
  { size: 'UK 9', eu: '43', usMen: '10', usWomen: '11', footCm: '27.1' },
  { size: 'UK 10', eu: '44', usMen: '11', usWomen: '12', footCm: '27.9' },
  { size: 'UK 11', eu: '45', usMen: '12', usWomen: '13', footCm: '28.8' },
  { size: 'UK 12', eu: '46', usMen: '13', usWomen: '14', footCm: '29.6' },
] as const;

const CM_PER_INCH = 2.54;
const cm = (inches: number) => String(Math.round(inches * CM_PER_INCH));

/** Jeans by waist (R3.14): the W number is the waist in inches; the leg is our regular inside leg for that waist. */
export const JEANS_GUIDE = (
  [
    ['W26', 26, 30],
    ['W28', 28, 30],
    ['W30', 30, 32],
    ['W32', 32, 32],
    ['W34', 34, 32],
    ['W36', 36, 34],
    ['W38', 38, 34],
    ['W40', 40, 34],
  ] as const
).map(([size, waist, leg]) => ({ size, waistIn: String(waist), waistCm: cm(waist), legIn: String(leg), legCm: cm(leg) }));

/** One size guide as a table: what it measures, its columns, and a row per size. */
export interface SizeGuideTable {
  intro: string;
  note: string;
  columns: readonly string[];
  rows: readonly { size: string; cells: readonly string[] }[];
}

/** The guide for a product's size system (R3.14); one-size products have none. */
export function sizeGuideFor(system: SizeSystem): SizeGuideTable | undefined {
  switch (system) {
    case 'letters':
      return {
        intro: 'Body measurements in inches. If you are between sizes, we suggest the larger one.',
        note: 'Measure around the fullest part of the chest and hip, and the narrowest part of the waist.',
        columns: ['US size', 'Chest', 'Waist', 'Hip'],
        rows: SIZE_GUIDE.map((r) => ({ size: r.size, cells: [r.us, r.chest, r.waist, r.hip] })),
      };
    case 'uk-shoe':
      return {
        intro: 'UK shoe sizes with their EU and US equivalents and the foot length each fits.',
        note: 'Stand on a sheet of paper and measure from the back of the heel to the longest toe. Between sizes, take the larger.',
        columns: ['EU', 'US men', 'US women', 'Foot length (cm)'],
        rows: SHOE_GUIDE.map((r) => ({ size: r.size, cells: [r.eu, r.usMen, r.usWomen, r.footCm] })),
      };
    case 'jeans':
      return {
        intro: 'Waist sizes in inches, with the waist and our regular inside leg in inches and centimetres.',
        note: 'Measure your waist where you wear your jeans, and the inside leg from the crotch seam to the hem.',
        columns: ['Waist (in)', 'Waist (cm)', 'Inside leg (in)', 'Inside leg (cm)'],
        rows: JEANS_GUIDE.map((r) => ({ size: r.size, cells: [r.waistIn, r.waistCm, r.legIn, r.legCm] })),
      };
    case 'one-size':
      return undefined;
  }
}
