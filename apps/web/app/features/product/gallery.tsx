import type { FormattedItem } from '@atelier/contract/catalogue';
import { useEffect, useState, type PointerEvent } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { ChevronLeft, ChevronRight, ZoomIcon } from '~/components/ui/icons';
import { ProductImage } from '~/components/product/product-image';

/**
 * Main image with thumbnails. With a mouse the image magnifies under the pointer; a click, Enter
 * or Space opens the full-size view, where arrow buttons (and keys) move between images.
 */
export function Gallery({ item }: { item: FormattedItem }) {
  const images = item.images;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  // The picture the page already shows, behind the full-size one until that has loaded.
  const [preview, setPreview] = useState<{ index: number; src: string }>();
  const image = images[index] ?? images[0];
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % Math.max(1, count));

  // In the full-size view the arrow keys move between images, wherever focus is in the dialog.
  useEffect(() => {
    if (!zoomOpen || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [zoomOpen, count]);

  const track = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType !== 'mouse') return;
    const r = e.currentTarget.getBoundingClientRect();
    e.currentTarget.style.setProperty('--zx', `${((e.clientX - r.left) / r.width) * 100}%`);
    e.currentTarget.style.setProperty('--zy', `${((e.clientY - r.top) / r.height) * 100}%`);
  };

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onPointerMove={track}
        onClick={(e) => {
          const src = e.currentTarget.querySelector('img')?.currentSrc;
          setPreview(src ? { index, src } : undefined);
          setZoomOpen(true);
        }}
        aria-label={`Zoom image ${index + 1} of ${Math.max(1, count)}`}
      >
        <ProductImage
          image={image}
          alt={image?.alt || item.name}
          sizes="(min-width: 1200px) 640px, (min-width: 768px) 55vw, 100vw"
          priority="high"
          className="gallery__img"
        />
        <span className="gallery__hint" aria-hidden="true">
          <ZoomIcon width="18" height="18" />
        </span>
      </button>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.coverImage}>
              <button
                type="button"
                className="thumb"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage image={img} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={zoomOpen}
        onClose={() => setZoomOpen(false)}
        title={`${item.name}: image ${index + 1} of ${Math.max(1, count)}`}
        hideTitle
        closeLabel="Close zoom"
        variant="modal-wide"
        className="zoom"
      >
        <div
          className="zoom__stage"
          style={preview?.index === index ? { backgroundImage: `url(${JSON.stringify(preview.src)})` } : undefined}
        >
          <ProductImage
            image={image}
            alt={image?.alt || item.name}
            sizes="(min-width: 1040px) 1000px, 100vw"
            priority="eager"
            className="zoom__img"
          />
          {count > 1 ? (
            <>
              <button type="button" className="zoom__nav zoom__nav--prev" aria-label="Previous image" onClick={() => go(-1)}>
                <ChevronLeft />
              </button>
              <button type="button" className="zoom__nav zoom__nav--next" aria-label="Next image" onClick={() => go(1)}>
                <ChevronRight />
              </button>
            </>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
