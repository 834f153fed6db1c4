import sharp from 'sharp';
import type { MediaRepository } from './media-repository.ts';

const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Serves WebP renditions. A missing one is made from the original on first request and kept in the
 * database, so every instance sees it; a small in-process cache spares the database the hot images.
 */
export function mediaService(repo: MediaRepository) {
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  const inflight = new Map<string, Promise<Buffer | undefined>>();

  function remember(key: string, bytes: Buffer) {
    cache.set(key, bytes);
    cachedBytes += bytes.length;
    for (const [k, v] of cache) {
      if (cachedBytes <= MAX_CACHE_BYTES) break;
      cache.delete(k);
      cachedBytes -= v.length;
    }
  }

  async function load(id: string, width: number): Promise<Buffer | undefined> {
    const stored = await repo.findRendition(id, width);
    if (stored) return stored;
    const original = await repo.findOriginal(id);
    if (!original) return undefined;
    const bytes = await renderWebp(original.original, width);
    await repo.saveRendition(id, width, bytes);
    return bytes;
  }

  return {
    async rendition(id: string, width: number): Promise<Buffer | undefined> {
      const key = `${id}/${width}`;
      const hit = cache.get(key);
      if (hit) {
        // Re-insert so the map's order stays least-recently-used first.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(id, width).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const bytes = await pending;
      if (bytes && !cache.has(key)) remember(key, bytes);
      return bytes;
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;

/** Any raster or SVG original to a WebP of the given width, never enlarged past the original. */
export async function renderWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { density: 144 })
    .rotate()
    .resize({ width, withoutEnlargement: false })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}
