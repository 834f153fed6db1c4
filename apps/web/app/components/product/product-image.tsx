import { PLACEHOLDER_IMAGE, PRODUCT_IMAGE_RATIO } from '@atelier/contract/catalogue';
import { srcSetOf, type CardImage } from './card-item.ts';

interface ProductImageProps {
  image: CardImage | undefined;
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
  const srcSet = image ? srcSetOf(image) : undefined;
  return (
    <img
      className={className}
      src={image?.coverImage ?? PLACEHOLDER_IMAGE}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image?.width ?? W}
      height={image?.height ?? H}
      alt={image?.alt || alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? 'sync' : 'async'}
    />
  );
}
