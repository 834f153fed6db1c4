import { type Gender, JEANS_LEGS, JEANS_WAISTS, type SizeSystem } from '@atelier/contract/catalogue';

const CM_PER_INCH = 2.54;
const cm = (inches: number) => String(Math.round(inches * CM_PER_INCH));
/** Inches to the nearest half, as tape measures read ('30.5'). */
const inches = (centimetres: number) => String(Math.round((centimetres / CM_PER_INCH) * 2) / 2);

/** A body measurement given both ways (R11.3): centimetres first, as UK shops print them. */
export interface Measure {
  cm: string;
  in: string;
}
const fromCm = (value: number): Measure => ({ cm: String(value), in: inches(value) });
const fromIn = (low: number, high = low): Measure =>
  low === high ? { cm: cm(low), in: String(low) } : { cm: `${cm(low)}-${cm(high)}`, in: `${low}-${high}` };

/**
 * Women's letter sizes by UK dress size 6-20 (R11.3): the body each UK size fits in cm, and the
 * letter size that takes it. S and L each cover two UK sizes.
 */
export const WOMENS_GUIDE = (
  [
    ['UK 6', 'XS', 78, 60, 84],
    ['UK 8', 'S', 82, 64, 88],
    ['UK 10', 'S', 87, 69, 93],
    ['UK 12', 'M', 92, 74, 98],
    ['UK 14', 'L', 97, 79, 103],
    ['UK 16', 'L', 102, 84, 108],
    ['UK 18', 'XL', 109, 91, 115],
    ['UK 20', 'XXL', 116, 98, 122],
  ] as const
).map(([uk, letter, bust, waist, hip]) => ({ uk, letter, bust: fromCm(bust), waist: fromCm(waist), hip: fromCm(hip) }));

/** Men's letter sizes (R11.3): chest and waist, given in inches as menswear is sold, and in cm. */
export const MENS_GUIDE = (
  [
    ['XS', [34], [28]],
    ['S', [36], [30]],
    ['M', [38, 40], [32]],
    ['L', [42], [34, 36]],
    ['XL', [44, 46], [38]],
    ['XXL', [48], [40]],
  ] as const
).map(([size, chest, waist]) => ({ size, chest: fromIn(chest[0], chest.at(-1)), waist: fromIn(waist[0], waist.at(-1)) }));

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

/**
 * Jeans by waist and leg (R3.14, R3.17): the W number is the waist in inches and the L number the
 * inside leg in inches, each given in cm too (cm over inches, as the other guides).
 */
export const JEANS_WAIST_GUIDE = JEANS_WAISTS.map((size) => ({ size, waist: fromIn(Number(size.slice(1))) }));
export const JEANS_LEG_GUIDE = JEANS_LEGS.map((size) => ({
  size,
  leg: fromIn(Number(size.slice(1))),
  /** Who each leg suits, as a rule of thumb from height (the leg itself is the measure to trust). */
  suits: { L30: 'Short: under 5 ft 7 (170 cm)', L32: 'Regular: 5 ft 7 to 5 ft 11', L34: 'Long: 6 ft (183 cm) and over' }[size],
}));

/** One size guide as a table: what it measures, its columns, and a row per size. */
export interface SizeGuideTable {
  /** Names the table when a guide has more than one (women's and men's, for unisex pieces). */
  caption?: string;
  intro: string;
  note: string;
  columns: readonly string[];
  rows: readonly { size: string; cells: readonly (string | Measure)[] }[];
}

const WOMENS_TABLE: SizeGuideTable = {
  caption: "Women's sizes",
  intro: 'Find your UK dress size, then the letter size that fits it. Body measurements in centimetres and inches.',
  note: 'Measure around the fullest part of the bust and hip, and the narrowest part of the waist. Between sizes, take the larger.',
  columns: ['Letter size', 'Bust', 'Waist', 'Hip'],
  rows: WOMENS_GUIDE.map((r) => ({ size: r.uk, cells: [r.letter, r.bust, r.waist, r.hip] })),
};

const MENS_TABLE: SizeGuideTable = {
  caption: "Men's sizes",
  intro: 'Body measurements in centimetres and inches.',
  note: 'Measure around the fullest part of the chest, and the waist where you wear your trousers. Between sizes, take the larger.',
  columns: ['Chest', 'Waist'],
  rows: MENS_GUIDE.map((r) => ({ size: r.size, cells: [r.chest, r.waist] })),
};

/**
 * The guide for a product's size system (R3.14); one-size products have none. Letter sizes follow
 * who the piece is cut for: women's by UK dress size, men's by chest, unisex both.
 */
export function sizeGuideFor(system: SizeSystem, gender: Gender = 'unisex'): readonly SizeGuideTable[] {
  switch (system) {
    case 'letters':
      return gender === 'female' ? [WOMENS_TABLE] : gender === 'male' ? [MENS_TABLE] : [WOMENS_TABLE, MENS_TABLE];
    case 'uk-shoe':
      return [
        {
          intro: 'UK shoe sizes with their EU and US equivalents and the foot length each fits.',
          note: 'Stand on a sheet of paper and measure from the back of the heel to the longest toe. Between sizes, take the larger.',
          columns: ['EU', 'US men', 'US women', 'Foot length (cm)'],
          rows: SHOE_GUIDE.map((r) => ({ size: r.size, cells: [r.eu, r.usMen, r.usWomen, r.footCm] })),
        },
      ];
    case 'jeans':
      return [
        {
          caption: 'Waist',
          intro: 'Jeans are sized by waist and leg, W32 L30: choose your waist first. The W number is your waist in inches.',
          note: 'Measure your waist where you wear your jeans, keeping the tape level. Between sizes, take the larger.',
          columns: ['Waist'],
          rows: JEANS_WAIST_GUIDE.map((r) => ({ size: r.size, cells: [r.waist] })),
        },
        {
          caption: 'Leg',
          intro: 'Then your leg: the L number is the inside leg in inches.',
          note: 'Measure the inside leg from the crotch seam to where you want the hem, ideally on a pair of jeans that fits.',
          columns: ['Inside leg', 'Usually suits'],
          rows: JEANS_LEG_GUIDE.map((r) => ({ size: r.size, cells: [r.leg, r.suits] })),
        },
      ];
    case 'one-size':
      return [];
  }
}
