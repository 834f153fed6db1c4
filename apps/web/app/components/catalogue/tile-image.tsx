/** The picture of a category or collection tile: 4:5, responsive when the API gives a srcset. */
export function TileImage({ image, srcSet, sizes, eager = false }: { image: string; srcSet: string; sizes: string; eager?: boolean }) {
  return (
    <img
      src={image}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width="640"
      height="800"
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
