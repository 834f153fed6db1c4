import type {
  Category,
  FormattedItem,
  ItemListQuery,
  ItemListResponse,
  ProductListItem,
  RandomItemsQuery,
} from '@atelier/contract/catalogue';
import { DEFAULT_RENDITION_WIDTH, mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE, PRODUCT_IMAGE_RATIO } from '@atelier/contract/media';
import { penceToPounds } from '@atelier/contract/money';
import { productInStock } from '@atelier/contract/stock';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { catalogueRepository, type ProductRecord } from './repository.ts';
import { buildTsQuery } from './search.ts';

export function catalogueService(db: Db, clock: Clock) {
  const repo = catalogueRepository(db);

  async function listItems(q: ItemListQuery): Promise<ItemListResponse> {
    const search = q.search?.trim();
    const tsQuery = search ? await buildTsQuery(db, search) : undefined;
    if (search && tsQuery === undefined) return { items: [], total: 0, totalPages: 0, page: q.page, limit: q.limit };
    const [ids, total] = await Promise.all([repo.listIds(q, tsQuery), repo.count(q, tsQuery)]);
    const items = (await repo.loadProducts(ids)).map(toListItem);
    return { items, total, totalPages: Math.ceil(total / q.limit), page: q.page, limit: q.limit };
  }

  return {
    listItems,

    async randomItems(q: RandomItemsQuery, salt: number): Promise<ProductListItem[]> {
      // The shuffle changes every hour, so carousels vary but pages stay cacheable meanwhile.
      const seed = Math.floor(clock.now().getTime() / 3_600_000) * 31 + salt;
      const ids = await repo.randomIds(q, seed % 1_000_003);
      return (await repo.loadProducts(ids)).map(toListItem);
    },

    async itemBySlug(slug: string): Promise<FormattedItem> {
      const id = await repo.idBySlug(slug);
      const [product] = id === undefined ? [] : await repo.loadProducts([id]);
      if (!product) throw notFound(`No product called '${slug}'`, 'PRODUCT_NOT_FOUND');
      return toFormattedItem(product);
    },

    async categories(): Promise<Category[]> {
      const rows = await repo.listCategories();
      return rows.map((c) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        image: c.imageId ? mediaUrl(c.imageId, DEFAULT_RENDITION_WIDTH) : PLACEHOLDER_IMAGE,
        srcSet: c.imageId ? mediaSrcSet(c.imageId) : '',
        items: c.items,
      }));
    },

    collections: () => repo.listCollections(),
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;

function toImages(p: ProductRecord) {
  return p.images.map((i) => ({
    coverImage: mediaUrl(i.mediaId, DEFAULT_RENDITION_WIDTH),
    srcSet: mediaSrcSet(i.mediaId),
    width: DEFAULT_RENDITION_WIDTH,
    height: Math.round(DEFAULT_RENDITION_WIDTH * PRODUCT_IMAGE_RATIO),
    alt: i.alt || p.name,
    kind: i.kind,
  }));
}

export function toListItem(p: ProductRecord): ProductListItem {
  const images = toImages(p);
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const hover = images.find((i) => i.kind === 'hover');
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    category: p.category,
    gender: p.gender,
    sizeSystem: p.sizeSystem,
    colour: p.colour,
    collections: p.collections,
    totalPrice: penceToPounds(p.pricePence),
    oldPrice: p.oldPricePence === null ? null : penceToPounds(p.oldPricePence),
    coverImage: cover?.coverImage ?? PLACEHOLDER_IMAGE,
    imgHover: hover?.coverImage ?? null,
    isStock: productInStock(p),
    isFinalSale: p.isFinalSale,
    detail: p.detail,
    variants: p.variants.map((v) => ({
      guid: v.guid,
      size: v.size as ProductListItem['variants'][number]['size'],
      quantity: v.quantity,
      isStock: p.onSale && v.quantity > 0,
      sku: v.sku,
    })),
    images,
  };
}

export function toFormattedItem(p: ProductRecord): FormattedItem {
  const item = toListItem(p);
  const images = item.images.map((img, i) => (i === 0 ? { ...img, itemImages: item.images.map((x) => x.coverImage) } : img));
  return { ...item, _id: String(p.id), care: p.care, price: item.totalPrice, images };
}
