import { mediaSrcSetOf, type ProductImage, type ProductListItem, type Sibling, type Variant } from '@atelier/contract/catalogue';
import { onlyVariant } from '@atelier/contract/inventory';
import { cardOutOfStock } from './stock-rules.ts';

/**
 * What a product card draws, and no more: loaders send pages this instead of the catalogue's whole
 * list item, whose descriptions, SKUs, gallery shots and srcsets the cards never read
 * (docs/decisions/0054, R12.20). Built on the server from the API's answer; the API's shape is unchanged.
 */

/** An image as a page sends it: without its srcset when mediaSrcSetOf rebuilds the same one from the address. */
export type CardImage = Omit<ProductImage, 'srcSet'> & { srcSet?: string };

/** A variant as a card's size and quantity pickers read it (no SKU). */
export type CardVariant = Omit<Variant, 'sku'>;

export interface CardItem {
  slug: string;
  name: string;
  category: { name: string };
  colour: string;
  colourHex: string;
  isStock: boolean;
  siblings: Sibling[];
  totalPrice: number;
  oldPrice: number | null;
  isFinalSale: boolean;
  /** The cover, then the hover shot when there is one. */
  images: CardImage[];
  /** Out of stock as a card shows it (R3.3). */
  soldOut: boolean;
  /** A one-size product's variant in stock: the carousel's add button adds it at once (R4.5). */
  onlyVariant?: string;
  /** The list layout's text (listing pages in the list view only). */
  detail?: string;
  /** The card's own size and quantity pickers (listing pages only). */
  variants?: CardVariant[];
}

/** A shot to picture a product by (home's gallery and tabs): its name, its page and its card images. */
export type Picture = Pick<CardItem, 'slug' | 'name' | 'images'>;

export function cardImage({ srcSet, ...image }: ProductImage): CardImage {
  return srcSet === mediaSrcSetOf(image.coverImage) ? image : { ...image, srcSet };
}

/** The srcset to draw an image with, rebuilt when the page was sent the address alone. */
export function srcSetOf(image: CardImage): string | undefined {
  return image.srcSet ?? mediaSrcSetOf(image.coverImage);
}

/** The cover and hover shots, by their kind. */
export function cardImages<I extends { kind: ProductImage['kind'] }>(images: readonly I[]): { cover: I | undefined; hover: I | undefined } {
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const hover = images.find((i) => i.kind === 'hover' && i !== cover);
  return { cover, hover };
}

export function toPicture(item: ProductListItem): Picture {
  const { cover, hover } = cardImages(item.images);
  return { slug: item.slug, name: item.name, images: [cover, hover].flatMap((i) => (i ? [cardImage(i)] : [])) };
}

/**
 * A list item as a card. `purchase`: the card carries its size and quantity pickers (listings);
 * `detail`: it shows the product's text (the list layout). Fields left out are not sent at all.
 */
export function toCardItem(item: ProductListItem, options: { purchase?: boolean; detail?: boolean } = {}): CardItem {
  const only = onlyVariant(item.variants);
  return {
    slug: item.slug,
    name: item.name,
    category: { name: item.category.name },
    colour: item.colour,
    colourHex: item.colourHex,
    isStock: item.isStock,
    siblings: item.siblings,
    totalPrice: item.totalPrice,
    oldPrice: item.oldPrice,
    isFinalSale: item.isFinalSale,
    images: toPicture(item).images,
    soldOut: cardOutOfStock(item),
    ...(only ? { onlyVariant: only.guid } : {}),
    ...(options.detail && item.detail ? { detail: item.detail } : {}),
    ...(options.purchase ? { variants: item.variants.map(({ sku: _sku, ...v }) => v) } : {}),
  };
}
