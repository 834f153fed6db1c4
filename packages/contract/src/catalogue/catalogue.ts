import { z } from 'zod';
import { PageNumber } from '../shared/edge.ts';
import { COLOUR_FAMILIES } from './colour-families.ts';
import { Sibling } from './colour-schemas.ts';
import { SearchInfo } from './search-schemas.ts';
import { LISTING_PAGE_SIZE, MAX_PAGE_SIZE, SORTS } from './listing.ts';
import { ALL_SIZES, FILTER_SIZES, GENDERS, SIZE_SYSTEMS } from './sizes.ts';

/** Slugs are lowercase words joined by hyphens. */
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (lowercase letters, digits and hyphens)');

export { LISTING_PAGE_SIZE, MAX_PAGE_SIZE, PRICE_FILTER_MAX, SORTS, type Sort } from './listing.ts';

/** A query value that may come as "a,b", as repeated keys, or not at all. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','));
    return parts.map((s) => s.trim()).filter((s) => s !== '');
  }, z.array(item).max(10).optional());
}

const boolString = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/item query (R14.1). Prices are in pounds, as the shopper sees them. */
export const ItemListQuery = z.object({
  page: PageNumber,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
  /** Sizes of any system (R3.12): 'M', 'UK 8', 'W32'. */
  size: listOf(z.enum(FILTER_SIZES)),
  category: Slug.optional(),
  isStock: boolString.optional(),
  priceMin: z.coerce.number().min(0).max(1_000_000).optional(),
  priceMax: z.coerce.number().min(0).max(1_000_000).optional(),
  gender: listOf(z.enum(GENDERS)),
  collection: Slug.optional(),
  /** Colour names as products carry them (R15.13); any of them matches. */
  colour: listOf(z.string().trim().min(1).max(60)),
  /** Colour families (R17.9): each stands for all its shades, alongside any `colour` given. */
  colourFamily: listOf(z.enum(COLOUR_FAMILIES)),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SORTS).default('default'),
});
export type ItemListQuery = z.infer<typeof ItemListQuery>;

export const RandomItemsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  category: Slug.optional(),
  gender: listOf(z.enum(GENDERS)),
});
export type RandomItemsQuery = z.infer<typeof RandomItemsQuery>;

export const SlugParams = z.object({ slug: Slug });

export const Variant = z
  .object({
    guid: z.string(),
    size: z.enum(ALL_SIZES),
    quantity: z.number().int(),
    isStock: z.boolean(),
    sku: z.string(),
    /** Little stock left: the page says 'Only N left' (R3.15). */
    fewLeft: z.boolean(),
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof Variant>;

/** One product image: the address at the default width, and a srcset of every width served. */
export const ProductImage = z
  .object({
    coverImage: z.string(),
    srcSet: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    kind: z.enum(['cover', 'hover', 'gallery']),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof ProductImage>;

export const CategoryRef = z.object({ name: z.string(), slug: z.string() });

/** Product as it appears in lists (R14.1, GET /item). */
export const ProductListItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category: CategoryRef,
    gender: z.enum(GENDERS),
    /** The size system of every variant's size (R3.12). */
    sizeSystem: z.enum(SIZE_SYSTEMS),
    colour: z.string(),
    /** Swatch value of the colour, '#rrggbb' (R17.2). */
    colourHex: z.string(),
    /** The style's other colours on the shop, by colour name (R17.3). */
    siblings: z.array(Sibling),
    collections: z.array(z.string()),
    totalPrice: z.number(),
    oldPrice: z.number().nullable(),
    coverImage: z.string(),
    imgHover: z.string().nullable(),
    isStock: z.boolean(),
    isFinalSale: z.boolean(),
    detail: z.string(),
    variants: z.array(Variant),
    images: z.array(ProductImage),
  })
  .meta({ id: 'ProductListItem' });
export type ProductListItem = z.infer<typeof ProductListItem>;

/** One value of a facet with the number of products it would keep, given the other filters (R15.13). */
export const FacetValue = z
  .object({
    value: z.string(),
    count: z.number().int(),
    /** The listing was too large to count in full: the count is a lower bound, "120+" (R19.6). */
    capped: z.boolean().optional(),
  })
  .meta({ id: 'FacetValue' });
export const ColourFacetValue = FacetValue.extend({ hex: z.string(), family: z.enum(COLOUR_FAMILIES) }).meta({ id: 'ColourFacetValue' });
/** A colour family with the products of all its shades (R17.9); its shades are in `colours`. */
export const ColourFamilyFacetValue = FacetValue.extend({ value: z.enum(COLOUR_FAMILIES), label: z.string() }).meta({
  id: 'ColourFamilyFacetValue',
});
export const ListingFacets = z
  .object({
    colours: z.array(ColourFacetValue),
    /** The colour facet by family, in the shop's family order, each count the sum of its shades' (R17.9). */
    colourFamilies: z.array(ColourFamilyFacetValue),
    sizes: z.array(FacetValue),
    /** By category slug, so the filter panel offers only categories with products (R15.12). */
    categories: z.array(FacetValue),
  })
  .meta({ id: 'ListingFacets' });
export type ListingFacets = z.infer<typeof ListingFacets>;

export const ItemListResponse = z
  .object({
    items: z.array(ProductListItem),
    total: z.number().int(),
    /** The total stopped at the cap: "2,000+ products" (R19.6). */
    totalCapped: z.boolean().optional(),
    /** How a search was read, when there was one (R19.1). */
    search: SearchInfo.optional(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    facets: ListingFacets,
  })
  .meta({ id: 'ItemList' });
export type ItemListResponse = z.infer<typeof ItemListResponse>;

export const RandomItemsResponse = z.object({ items: z.array(ProductListItem) });

/** Product page data (R14.1, GET /item/{slug}: "formattedItem"). */
export const FormattedItem = ProductListItem.extend({
  _id: z.string(),
  care: z.string(),
  price: z.number(),
  images: z.array(ProductImage.extend({ itemImages: z.array(z.string()).optional() })),
}).meta({ id: 'FormattedItem' });
export type FormattedItem = z.infer<typeof FormattedItem>;

export const ItemDetailResponse = z.object({ formattedItem: FormattedItem });

export const Category = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    image: z.string(),
    srcSet: z.string(),
    items: z.number().int(),
    /** What the listing counts for each gender filter (R15.11: Men and Women include unisex). */
    itemsByGender: z.object({ male: z.number().int(), female: z.number().int(), unisex: z.number().int() }),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const CategoriesResponse = z.object({ categories: z.array(Category) });

/** A collection as the shop shows it (R18.1): its own image, else a cover of one of its products. */
export const Collection = z
  .object({
    name: z.string(),
    slug: z.string(),
    items: z.number().int(),
    description: z.string(),
    image: z.string(),
    srcSet: z.string(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof Collection>;
export const CollectionsResponse = z.object({ collections: z.array(Collection) });
export const CollectionResponse = z.object({ collection: Collection });
