/** The catalogue: products, their colours, sizes, pictures, collections and search. */
import { sql } from 'drizzle-orm';
import { SIZE_SYSTEMS } from '@atelier/contract/catalogue';
import { SIZE_LIST, SIZE_SYSTEM_LIST } from '../sizes.ts';
import { bigint, boolean, check, index, integer, json, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, tsvector, createdAt, tstz } from './columns.ts';

/** Images live in the database so that app instances share nothing but PostgreSQL. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  original: bytea('original').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/** WebP renditions at the storefront's srcset widths, made on first request or on upload. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The collection's own picture; without one the shop shows a cover of one of its products. */
  imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    detail: text('detail').notNull().default(''),
    care: text('care').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'unisex'] }).notNull(),
    /** Every variant's size belongs to this system (R3.12). */
    sizeSystem: text('size_system', { enum: SIZE_SYSTEMS }).notNull().default('letters'),
    colour: text('colour').notNull(),
    /** Swatch value of the colour, '#rrggbb' (R17.2). */
    colourHex: text('colour_hex').notNull().default('#9e9e9e'),
    /**
     * Products with the same style key are one style in different colours: siblings (R17.1).
     * Left out of an insert it is the product's own slug (a trigger fills it), a style of its own.
     */
    styleKey: text('style_key')
      .notNull()
      .$defaultFn(() => sql`null`),
    pricePence: integer('price_pence').notNull(),
    oldPricePence: integer('old_price_pence'),
    isFinalSale: boolean('is_final_sale').notNull().default(false),
    /** False takes a product out of sale without archiving it. */
    onSale: boolean('on_sale').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Units over all variants; kept by the stock writes so listings need not join variants. */
    stockTotal: integer('stock_total').notNull().default(0),
    /** Sizes with stock, kept by a trigger on variants (migration 0007): the size filter and facet read it. */
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** sizes_in_stock as bits in the contract's size order (migration 0011): cheap to test in an index (R19.7). */
    sizesMask: bigint('sizes_mask', { mode: 'number' }).generatedAlwaysAs(sql`atelier_size_mask(sizes_in_stock)`),
    /** atelier_search_vector(name, category, colour, detail): see migration 0007 and R19. */
    searchVector: tsvector('search_vector'),
    /** The name, category and colour words of search_vector (migration 0011): searched first, without a recheck (R19.7). */
    headVector: tsvector('head_vector').generatedAlwaysAs(sql`ts_filter(search_vector, '{a,b,c}'::"char"[])`),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    archivedAt: tstz('archived_at'),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.pricePence} >= 0`),
    check('products_old_price_above', sql`${t.oldPricePence} is null or ${t.oldPricePence} > ${t.pricePence}`),
    check('products_stock_nonneg', sql`${t.stockTotal} >= 0`),
    check('products_gender', sql`${t.gender} in ('male','female','unisex')`),
    check('products_colour_hex', sql`${t.colourHex} ~ '^#[0-9a-f]{6}$'`),
    index('products_style_idx').on(t.styleKey),
    check('products_size_system', sql`${t.sizeSystem} in ${SIZE_SYSTEM_LIST}`),
    index('products_category_idx').on(t.categoryId),
    index('products_listing_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.pricePence, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // Migrations 0003 and 0007 add partial indexes in listing order (0007's covers the facet columns).
    index('products_live_sizes_idx')
      .using('gin', t.sizesInStock)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * One row per live product and size it can be bought in, with the product's filter columns beside
 * it, kept by a trigger on products (migration 0011). The size facet counts each size from its own
 * index range, so a count stops at its cap instead of reading the whole listing (R19.7).
 */
export const productSizeFacets = pgTable(
  'product_size_facets',
  {
    size: text('size').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    gender: text('gender').notNull(),
    pricePence: integer('price_pence').notNull(),
    colour: text('colour').notNull(),
    onSale: boolean('on_sale').notNull(),
    /** The product's, so a listing by one size sorts from these rows alone (migration 0016). */
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.size, t.productId] }), index('product_size_facets_product_idx').on(t.productId)],
);

/**
 * The colours some live product has, each with the swatch most recently given to one of them, kept
 * by triggers on products (migration 0015): listings and searches read the colours on offer here.
 */
export const liveColours = pgTable('live_colours', {
  colour: text('colour').primaryKey(),
  colourHex: text('colour_hex').notNull(),
});

/** The owner's family for a colour where it differs from the default (migration 0034, R17.10). */
export const colourFamilies = pgTable('colour_families', {
  colour: text('colour').primaryKey(),
  family: text('family').notNull(),
});

/**
 * A product's card: its variants, pictures and collections as JSON, kept by triggers on those
 * tables (migration 0017), so a page of products reads one row each (R19.7). No card: none yet.
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  variants: json('variants').notNull(),
  images: json('images').notNull(),
  collections: json('collections').notNull(),
});

/**
 * What a search's first read needs of each live product, kept by a row trigger on products
 * (migration 0018): a narrow row per match instead of the product's wide one (R19.7).
 */
export const productSearch = pgTable('product_search', {
  id: integer('id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: tstz('created_at').notNull(),
  pricePence: integer('price_pence').notNull(),
  colour: text('colour').notNull(),
  categoryId: integer('category_id').notNull(),
  gender: text('gender').notNull(),
  onSale: boolean('on_sale').notNull(),
  inStock: boolean('in_stock').notNull(),
  sizesMask: bigint('sizes_mask', { mode: 'number' }),
  headVector: tsvector('head_vector'),
});

export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] }), index('product_collections_collection_idx').on(t.collectionId)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sku: text('sku').notNull().unique(),
  },
  (t) => [
    check('variants_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('variants_size', sql`${t.size} in ${SIZE_LIST}`),
    uniqueIndex('variants_product_size_uq').on(t.productId, t.size),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['cover', 'hover', 'gallery'] }).notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('product_images_position_uq').on(t.productId, t.position)],
);

/** Words of the catalogue as written, with their stems; a misspelt search word is matched against these (R19.2). */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey(), stem: text('stem').notNull().default('') }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  index('search_terms_stem_idx').on(t.stem),
]);

/** Words that mean the same to a shopper (jumper, sweater), kept by the owner (R19.3). */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    terms: text('terms').array().notNull(),
    /** The words' stems and tsquery texts, which a search compares and matches (migration 0013). */
    stems: text('stems')
      .array()
      .generatedAlwaysAs(sql`atelier_term_stems(terms)`),
    queries: text('queries')
      .array()
      .generatedAlwaysAs(sql`atelier_term_queries(terms)`),
    createdAt: createdAt(),
  },
  () => [check('search_synonyms_terms', sql`cardinality(terms) between 2 and 20`)],
);

/** What shoppers searched for and how many products it found (R22.12): no user, no address. */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    results: integer('results').notNull(),
    searchedAt: tstz('searched_at').notNull().defaultNow(),
  },
  (t) => [index('search_log_searched_idx').on(t.searchedAt)],
);
