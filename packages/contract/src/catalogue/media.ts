/** Widths every image is served at; the storefront builds srcset from them. */
export const RENDITION_WIDTHS = [320, 480, 640, 960, 1280] as const;
export const DEFAULT_RENDITION_WIDTH = 640;
/** The smallest rendition: thumbnails in the admin area and on order lines. */
export const THUMBNAIL_WIDTH = RENDITION_WIDTHS[0];
/** Product shots are portrait, 4:5. */
export const PRODUCT_IMAGE_RATIO = 5 / 4;

export function mediaUrl(id: string, width: number = DEFAULT_RENDITION_WIDTH): string {
  return `/media/${id}/${width}.webp`;
}

export function mediaSrcSet(id: string): string {
  return RENDITION_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', ');
}

const MEDIA_URL = /^\/media\/([^/]+)\/\d+\.webp$/;

/**
 * The srcset of an image address that mediaUrl made, undefined for any other address: pages send
 * the address alone and rebuild the srcset where it is drawn (docs/decisions/0054).
 */
export function mediaSrcSetOf(url: string): string | undefined {
  const id = MEDIA_URL.exec(url)?.[1];
  return id === undefined ? undefined : mediaSrcSet(id);
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
