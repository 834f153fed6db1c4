/**
 * Display colours for the colour facet's swatches (R15.13), by the colour names the catalogue uses.
 * Products carry only a colour name for now: swatchHex is the one place that turns a name into
 * paint, so a stored per-product hex can replace this table without touching its callers.
 */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  Black: '#242424',
  White: '#f7f6f2',
  'Off-White': '#efebe2',
  Ecru: '#e6dcc6',
  Cream: '#f0e6cf',
  Oatmeal: '#d6c9b0',
  Stone: '#c9bfae',
  Sand: '#d9c39f',
  Camel: '#b98a58',
  Tan: '#a5714a',
  Chocolate: '#5b3d2e',
  Brown: '#6f4a33',
  Navy: '#1f2b45',
  Indigo: '#2c3a63',
  'Mid Wash': '#5f7fa6',
  'Light Wash': '#9db5cf',
  'Washed Black': '#3b3b3e',
  'Light Blue': '#b4cbe0',
  'Sky Blue': '#8fb9df',
  Charcoal: '#3d3f43',
  'Grey Marl': '#a3a3a1',
  Grey: '#8e8e8c',
  Slate: '#5f6b73',
  Sage: '#9fb08d',
  Olive: '#686a3c',
  Khaki: '#8d875c',
  'Forest Green': '#2f4a37',
  'Bottle Green': '#1f3d31',
  Green: '#3f6b45',
  Burgundy: '#6d2130',
  Red: '#b2322f',
  Rust: '#a5532f',
  Terracotta: '#c06a45',
  Blush: '#e9c3bb',
  'Dusty Pink': '#cf9c98',
  Pink: '#e4a3b1',
  Lilac: '#bcaad0',
  Mustard: '#cfa23d',
  'Butter Yellow': '#efe0a0',
  Yellow: '#e8c547',
  Blue: '#3b5f99',
  'Navy Stripe': '#ece4d2',
  'Red Stripe': '#ece4d2',
  'Navy Check': '#22304c',
  'Camel Check': '#b98a58',
  'Red Check': '#a8302e',
};

/** A neutral mid grey for a colour name the table does not know. */
export const UNKNOWN_COLOUR_HEX = '#9a9a9a';

/** The paint of a colour swatch for a colour name (case-insensitive). */
export function swatchHex(name: string): string {
  const exact = NAMED_COLOURS[name];
  if (exact) return exact;
  const lower = name.trim().toLowerCase();
  const key = Object.keys(NAMED_COLOURS).find((k) => k.toLowerCase() === lower);
  return key ? NAMED_COLOURS[key]! : UNKNOWN_COLOUR_HEX;
}
