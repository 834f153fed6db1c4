import { type ProductImage as Image, PLACEHOLDER_IMAGE, PRODUCT_IMAGE_RATIO } from '@atelier/contract/catalogue';

interface ProductImageProps {
  image: Image | undefined;
  /** Used when the product has no image of its own. */
  alt: string;
  sizes: string;
  /** Above the fold: load now; `high` marks the page's LCP image. */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
}

const W = 640;
const H = Math.round(W * PRODUCT_IMAGE_RATIO);

/** A 4:5 product shot with its srcset; width and height reserve the space so nothing shifts. */
export function ProductImage({ image, alt, sizes, priority = 'lazy', className }: ProductImageProps) {
  return (
    <img
      className={className}
      src={image?.coverImage ?? PLACEHOLDER_IMAGE}
      srcSet={image?.srcSet || undefined}
      sizes={image?.srcSet ? sizes : undefined}
      width={image?.width ?? W}
      height={image?.height ?? H}
      alt={image?.alt || alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? 'sync' : 'async'}
    />
  );
}

/** The cover and hover shots of a list item, by their kind. */
export function cardImages(images: readonly Image[]): { cover: Image | undefined; hover: Image | undefined } {
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const hover = images.find((i) => i.kind === 'hover' && i !== cover);
  return { cover, hover };
}
