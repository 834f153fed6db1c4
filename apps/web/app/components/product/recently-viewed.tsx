import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { browserStore, readViewed, rememberViewed, viewedToShow } from '~/lib/recently-viewed';
import type { CardItem } from './card-item.ts';
import { ProductCarousel } from './product-carousel.tsx';

/**
 * "Recently viewed": the products this browser looked at, newest first. `current` is the product
 * on screen: it is remembered, and not shown. Renders nothing until there is something to show, so
 * the server's HTML and the first client render agree.
 */
export function RecentlyViewed({ current, className }: { current?: string; className?: string }) {
  const fetcher = useFetcher<{ items: CardItem[] }>();
  const { load } = fetcher;
  useEffect(() => {
    const store = browserStore();
    if (!store) return;
    const slugs = viewedToShow(current ? rememberViewed(store, current) : readViewed(store), current);
    if (slugs.length > 0) void load(`/recently-viewed?slugs=${slugs.join(',')}`);
  }, [current, load]);
  const items = (fetcher.data?.items ?? []).filter((i) => i.slug !== current);
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <ProductCarousel title="Recently viewed" eyebrow="Pick up where you left off" items={items} />
    </div>
  );
}
