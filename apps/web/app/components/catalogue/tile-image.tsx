import { mediaSrcSetOf } from '@atelier/contract/catalogue';

/**
 * The picture of a category or collection tile: 4:5, responsive when the address is one of the
 * shop's media. The srcset is rebuilt from the address here, so pages need not send it (decision 0054).
 */
export function TileImage({ image, sizes, eager = false }: { image: string; sizes: string; eager?: boolean }) {
  const srcSet = mediaSrcSetOf(image);
  return (
    <img
      src={image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width="640"
      height="800"
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
