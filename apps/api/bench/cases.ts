// The requests bench:api sends: the old cases (kept to show what they flattered) and the honest ones.
import {
  COLOUR_FAMILIES,
  familyOfWord,
  filterDimension,
  FILTER_SIZES,
  SHOPPER_VOCABULARY,
  SORTS,
  type SizeSystem,
} from '@atelier/contract/catalogue';

/** The n-th request's path of a case whose every request is a new URL. */
export type MakePath = (n: number) => string;

/** A spread draw in [0, span) for request n and a salt: each filter of a request is drawn on its own. */
export function draw(n: number, salt: number, span: number): number {
  let h = Math.imul(n ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % span;
}

/** The bench catalogue's categories in the shop's own size systems (seed.ts). */
const CATEGORY_SYSTEMS: Record<string, SizeSystem> = {
  dresses: 'letters',
  tops: 'letters',
  shirts: 'letters',
  trousers: 'letters',
  jeans: 'jeans',
  knitwear: 'letters',
  'jackets-and-coats': 'letters',
  shoes: 'uk-shoe',
  bags: 'one-size',
  accessories: 'one-size',
};
const CATEGORIES = Object.keys(CATEGORY_SYSTEMS);

/** What a shopper filters a category of this system by: its sizes, jeans by waist and by leg apart (R3.17). */
function filterSizesOf(system: SizeSystem): readonly string[] {
  return FILTER_SIZES.filter((size) => {
    const dimension = filterDimension(size);
    return dimension === system || (system === 'jeans' && (dimension === 'waist' || dimension === 'leg'));
  });
}

/** The old search words: a quality or material, then a garment, mostly as the bench's product names spell them. */
function productNameSearches(): string[] {
  const first = ['linen', 'cotton', 'wool', 'merino', 'denim', 'leather', 'suede', 'silk', 'relaxed', 'cropped', 'oversized', 'tailored'];
  const more = ['ribbed', 'washed', 'soft', 'classic', 'organic', 'canvas', 'poplin', 'twill', 'linnen', 'coton', 'cashmere', 'boxy'];
  const second = ['shirt', 'dress', 'jumper', 'trousers', 'jeans', 'jacket', 'coat', 'trainers', 'bag', 'scarf', 'tee', 'sweater'];
  const garments = [
    'sneakers',
    'pants',
    'cardigan',
    'overshirt',
    'chinos',
    'loafers',
    'boots',
    'beanie',
    'blouse',
    'vest',
    'tote',
    'parka',
  ];
  return [...first, ...more].flatMap((a) => [...second, ...garments].map((b) => `${a} ${b}`));
}

/** The words everyday searches are drawn from: the shop's vocabulary and the colour family words. */
export function everydayWords() {
  const things = SHOPPER_VOCABULARY.filter((g) => g.kind === 'thing').flatMap((g) => g.terms);
  const styles = SHOPPER_VOCABULARY.filter((g) => g.kind === 'style').flatMap((g) => g.terms);
  const colours = [
    ...COLOUR_FAMILIES.filter((f) => f !== 'other'),
    ...['gray', 'beige', 'nude', 'mauve', 'violet', 'greys', 'blues', 'neutrals'].filter((w) => familyOfWord(w)),
  ];
  // Words that are neither a thing, a style nor a colour: materials and qualities shoppers type.
  const qualities = ['linen', 'cotton', 'wool', 'merino', 'leather', 'suede', 'silk', 'cashmere', 'organic', 'soft', 'warm', 'summer'];
  return { things, styles, colours, qualities };
}

/** A search a shopper might type, drawn afresh for each request: a thing, alone or with a colour, style or quality. */
export function everydaySearch(n: number): string {
  const { things, styles, colours, qualities } = everydayWords();
  const thing = things[draw(n, 20, things.length)]!;
  const colour = colours[draw(n, 21, colours.length)]!;
  const style = styles[draw(n, 22, styles.length)]!;
  const quality = qualities[draw(n, 23, qualities.length)]!;
  const forms = [thing, `${colour} ${thing}`, `${style} ${thing}`, `${quality} ${thing}`, `${colour} ${style} ${thing}`, colour];
  return forms[draw(n, 24, forms.length)]!;
}

/** An optional draw: one of `values`, or nothing (the filter left off) one time in `values.length + 1`. */
function maybe<T>(n: number, salt: number, values: readonly T[]): T | undefined {
  return values[draw(n, salt, values.length + 1)];
}

/** A listing filtered the way shoppers filter: every filter drawn on its own, sizes in the category's system. */
export function independentFilters(n: number): string {
  const q = new URLSearchParams();
  const category = maybe(n, 2, CATEGORIES);
  if (category) q.set('category', category);
  const gender = maybe(n, 3, ['male', 'female'] as const);
  if (gender) q.set('gender', gender);
  const system = category ? CATEGORY_SYSTEMS[category]! : undefined;
  const sizes = system ? filterSizesOf(system) : FILTER_SIZES;
  const size = maybe(n, 4, sizes);
  if (size) q.set('size', size);
  const family = maybe(n, 6, COLOUR_FAMILIES);
  if (family) q.set('colourFamily', family);
  const priceMin = 10 * draw(n, 5, 4);
  if (priceMin > 0) q.set('priceMin', String(priceMin));
  if (draw(n, 7, 2) === 0) q.set('priceMax', String(priceMin + 40 + draw(n, 8, 200)));
  if (draw(n, 9, 2) === 0) q.set('isStock', 'true');
  const sort = maybe(n, 10, SORTS);
  if (sort) q.set('sort', sort);
  return `/api/item?${q.toString()}&v=${n}`;
}

/** The cases of issue 18's bench, as they were before issue 32. */
export const OLD_CASES: Record<string, MakePath> = {
  'old: deep page (page 500)': (n) => `/api/item?page=500&v=${n}`,
  // A loop counter tied gender and size to the category: ten combinations, some always empty.
  'old: filtered (loop counter)': (n) =>
    `/api/item?category=${CATEGORIES[n % 10]}&gender=${['male', 'female'][n % 2]}&size=${['XS', 'S', 'M', 'L', 'XL'][n % 5]}&priceMin=20&priceMax=${100 + (n % 50)}&isStock=true`,
  'old: search, product-name words': (n) => {
    const searches = productNameSearches();
    return `/api/item?search=${encodeURIComponent(searches[n % searches.length]!)}&v=${n}`;
  },
};

/** The honest cases (issue 32): deep pages spread, independent filters, everyday words. */
export const NEW_CASES: Record<string, MakePath> = {
  // Pages spread over the first 400, so no one page stays warm.
  'new: deep page (pages 2-400)': (n) => `/api/item?page=${2 + draw(n, 1, 399)}&v=${n}`,
  'new: filtered (independent draws)': independentFilters,
  'new: search, everyday words': (n) => `/api/item?search=${encodeURIComponent(everydaySearch(n))}&v=${n}`,
};
