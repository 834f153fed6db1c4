import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import type { ProductListItem } from '@atelier/contract/catalogue';
import type { AppLoadContext } from 'react-router';
import { okBody, type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { cardImage, toCardItem, toPicture } from '~/components/product/card-item';
import type { HeroSlide } from './hero.tsx';

/** A carousel that fails to load is left out rather than failing the page (R15.1). */
async function items(answer: Promise<ApiAnswer<{ items: ProductListItem[] }>>): Promise<ProductListItem[]> {
  return answer.then((a) => okBody(a).items).catch(() => []);
}

const SLIDE_COPY = [
  {
    eyebrow: 'New season',
    title: 'Quiet luxury, made to last',
    text: 'Considered essentials in natural fibres, designed in our London studio.',
  },
  {
    eyebrow: 'The autumn edit',
    title: 'Layers for the changing light',
    text: 'Soft tailoring, fine knits and outerwear for the cooler days ahead.',
  },
  {
    eyebrow: 'Everyday elegance',
    title: 'Pieces that work as hard as you do',
    text: 'Effortless shapes that move from the weekday to the weekend.',
  },
];

export async function loadHome(context: AppLoadContext) {
  // Two shuffles (one card per style each), one split in two, so no product shows twice in a strip.
  // Best Sellers are the Best Selling listing's first in-stock styles, as the product page's (R15.14, R15.16).
  const [first, second, best, women, men] = await Promise.all([
    items(callApi(context, catalogueEndpoints.randomProducts, { query: { limit: 16 } })),
    items(callApi(context, catalogueEndpoints.randomProducts2, { query: { limit: 6 } })),
    items(callApi(context, catalogueEndpoints.products, { query: { sort: 'best-selling', isStock: true, limit: 10 } })),
    items(callApi(context, catalogueEndpoints.randomProducts, { query: { gender: ['female'], limit: 1 } })),
    items(callApi(context, catalogueEndpoints.randomProducts, { query: { gender: ['male'], limit: 1 } })),
  ]);
  const heroPool = second;
  const slides: HeroSlide[] = SLIDE_COPY.map((copy, i) => ({
    ...copy,
    images: [heroPool[2 * i], heroPool[2 * i + 1]].flatMap((p) =>
      p?.images[0] ? [cardImage(p.images.find((x) => x.kind === 'cover') ?? p.images[0])] : [],
    ),
  })).filter((s) => s.images.length > 0);
  // Only what the page draws goes to it (R12.20): cards, and pictures for the gallery and the tabs.
  const picture = (p: ProductListItem | undefined) => (p ? toPicture(p) : undefined);
  return {
    slides,
    topProducts: first.slice(0, 10).map((p) => toCardItem(p)),
    gallery: first.slice(10, 16).map(toPicture),
    bestSellers: best.map((p) => toCardItem(p)),
    featured: { female: picture(women[0]), male: picture(men[0]) },
  };
}
