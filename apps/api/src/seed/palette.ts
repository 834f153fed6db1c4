/** Colour names as the shop prints them, with the paint the product shots use and a code for SKUs. */
export interface Colour {
  hex: string;
  /** Three letters in every SKU of this colour. */
  code: string;
  /** Stripes or checks woven in, for patterned colourways. */
  accent?: string;
}

export const COLOURS = {
  Black: { hex: '#242424', code: 'BLK' },
  White: { hex: '#f7f6f2', code: 'WHT' },
  'Off-White': { hex: '#efebe2', code: 'OWH' },
  Ecru: { hex: '#e6dcc6', code: 'ECR' },
  Cream: { hex: '#f0e6cf', code: 'CRM' },
  Oatmeal: { hex: '#d6c9b0', code: 'OAT' },
  Stone: { hex: '#c9bfae', code: 'STN' },
  Sand: { hex: '#d9c39f', code: 'SND' },
  Camel: { hex: '#b98a58', code: 'CML' },
  Tan: { hex: '#a5714a', code: 'TAN' },
  Chocolate: { hex: '#5b3d2e', code: 'CHC' },
  Brown: { hex: '#6f4a33', code: 'BRN' },
  Navy: { hex: '#1f2b45', code: 'NVY' },
  Indigo: { hex: '#2c3a63', code: 'IND' },
  'Mid Wash': { hex: '#5f7fa6', code: 'MDW' },
  'Light Wash': { hex: '#9db5cf', code: 'LTW' },
  'Washed Black': { hex: '#3b3b3e', code: 'WBK' },
  'Light Blue': { hex: '#b4cbe0', code: 'LBL' },
  'Sky Blue': { hex: '#8fb9df', code: 'SKY' },
  Charcoal: { hex: '#3d3f43', code: 'CHR' },
  'Grey Marl': { hex: '#a3a3a1', code: 'GRM' },
  Slate: { hex: '#5f6b73', code: 'SLT' },
  Sage: { hex: '#9fb08d', code: 'SAG' },
  Olive: { hex: '#686a3c', code: 'OLV' },
  Khaki: { hex: '#8d875c', code: 'KHK' },
  'Forest Green': { hex: '#2f4a37', code: 'FOR' },
  'Bottle Green': { hex: '#1f3d31', code: 'BTL' },
  Burgundy: { hex: '#6d2130', code: 'BUR' },
  Red: { hex: '#b2322f', code: 'RED' },
  Rust: { hex: '#a5532f', code: 'RST' },
  Terracotta: { hex: '#c06a45', code: 'TER' },
  Blush: { hex: '#e9c3bb', code: 'BLS' },
  'Dusty Pink': { hex: '#cf9c98', code: 'DPK' },
  Lilac: { hex: '#bcaad0', code: 'LIL' },
  Mustard: { hex: '#cfa23d', code: 'MUS' },
  'Butter Yellow': { hex: '#efe0a0', code: 'BUT' },
  'Navy Stripe': { hex: '#ece4d2', code: 'NST', accent: '#1f2b45' },
  'Red Stripe': { hex: '#ece4d2', code: 'RDS', accent: '#b2322f' },
  'Navy Check': { hex: '#22304c', code: 'NCK', accent: '#2f4a37' },
  'Camel Check': { hex: '#b98a58', code: 'CCK', accent: '#4a3327' },
  'Red Check': { hex: '#a8302e', code: 'RCK', accent: '#1f2b45' },
} as const satisfies Record<string, Colour>;

export type ColourName = keyof typeof COLOURS;

export function colour(name: ColourName): Colour {
  return COLOURS[name];
}
