import { COLOUR_PALETTE } from '@atelier/contract/catalogue';

/** Colour names as the shop prints them, with the paint the product shots use (the shop's palette) and a code for SKUs. */
export interface Colour {
  hex: string;
  /** Three letters in every SKU of this colour. */
  code: string;
  /** Stripes or checks woven in, for patterned colourways. */
  accent?: string;
}

export const COLOURS = {
  Black: { hex: COLOUR_PALETTE.Black, code: 'BLK' },
  White: { hex: COLOUR_PALETTE.White, code: 'WHT' },
  'Off-White': { hex: COLOUR_PALETTE['Off-White'], code: 'OWH' },
  Ecru: { hex: COLOUR_PALETTE.Ecru, code: 'ECR' },
  Cream: { hex: COLOUR_PALETTE.Cream, code: 'CRM' },
  Oatmeal: { hex: COLOUR_PALETTE.Oatmeal, code: 'OAT' },
  Stone: { hex: COLOUR_PALETTE.Stone, code: 'STN' },
  Sand: { hex: COLOUR_PALETTE.Sand, code: 'SND' },
  Camel: { hex: COLOUR_PALETTE.Camel, code: 'CML' },
  Tan: { hex: COLOUR_PALETTE.Tan, code: 'TAN' },
  Chocolate: { hex: COLOUR_PALETTE.Chocolate, code: 'CHC' },
  Brown: { hex: COLOUR_PALETTE.Brown, code: 'BRN' },
  Navy: { hex: COLOUR_PALETTE.Navy, code: 'NVY' },
  Indigo: { hex: COLOUR_PALETTE.Indigo, code: 'IND' },
  'Mid Wash': { hex: COLOUR_PALETTE['Mid Wash'], code: 'MDW' },
  'Light Wash': { hex: COLOUR_PALETTE['Light Wash'], code: 'LTW' },
  'Washed Black': { hex: COLOUR_PALETTE['Washed Black'], code: 'WBK' },
  'Light Blue': { hex: COLOUR_PALETTE['Light Blue'], code: 'LBL' },
  'Sky Blue': { hex: COLOUR_PALETTE['Sky Blue'], code: 'SKY' },
  Charcoal: { hex: COLOUR_PALETTE.Charcoal, code: 'CHR' },
  'Grey Marl': { hex: COLOUR_PALETTE['Grey Marl'], code: 'GRM' },
  Slate: { hex: COLOUR_PALETTE.Slate, code: 'SLT' },
  Sage: { hex: COLOUR_PALETTE.Sage, code: 'SAG' },
  Olive: { hex: COLOUR_PALETTE.Olive, code: 'OLV' },
  Khaki: { hex: COLOUR_PALETTE.Khaki, code: 'KHK' },
  'Forest Green': { hex: COLOUR_PALETTE['Forest Green'], code: 'FOR' },
  'Bottle Green': { hex: COLOUR_PALETTE['Bottle Green'], code: 'BTL' },
  Burgundy: { hex: COLOUR_PALETTE.Burgundy, code: 'BUR' },
  Red: { hex: COLOUR_PALETTE.Red, code: 'RED' },
  Rust: { hex: COLOUR_PALETTE.Rust, code: 'RST' },
  Terracotta: { hex: COLOUR_PALETTE.Terracotta, code: 'TER' },
  Blush: { hex: COLOUR_PALETTE.Blush, code: 'BLS' },
  'Dusty Pink': { hex: COLOUR_PALETTE['Dusty Pink'], code: 'DPK' },
  Lilac: { hex: COLOUR_PALETTE.Lilac, code: 'LIL' },
  Mustard: { hex: COLOUR_PALETTE.Mustard, code: 'MUS' },
  'Butter Yellow': { hex: COLOUR_PALETTE['Butter Yellow'], code: 'BUT' },
  'Navy Stripe': { hex: COLOUR_PALETTE['Navy Stripe'], code: 'NST', accent: '#1f2b45' },
  'Red Stripe': { hex: COLOUR_PALETTE['Red Stripe'], code: 'RDS', accent: '#b2322f' },
  'Navy Check': { hex: COLOUR_PALETTE['Navy Check'], code: 'NCK', accent: '#2f4a37' },
  'Camel Check': { hex: COLOUR_PALETTE['Camel Check'], code: 'CCK', accent: '#4a3327' },
  'Red Check': { hex: COLOUR_PALETTE['Red Check'], code: 'RCK', accent: '#1f2b45' },
} as const satisfies Record<string, Colour>;

export type ColourName = keyof typeof COLOURS;

export function colour(name: ColourName): Colour {
  return COLOURS[name];
}
