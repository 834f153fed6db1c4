import sharp, { type Metadata } from 'sharp';
import { RENDITION_WIDTHS, IMAGE_TYPES_MESSAGE } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { mediaRepository } from './media-repository.ts';
import { renderWebp } from './media-service.ts';

type Format = 'jpeg' | 'png' | 'webp';
const MIME: Record<Format, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The format the bytes say they are, whatever the file is called or claims. */
export function sniffFormat(bytes: Buffer): Format | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Checks an upload by its content (magic bytes, then a full decode by sharp), stores the original
 * and renders every srcset width at once, so the storefront never waits for a first render.
 * Answers the media id.
 */
export async function storeImage(db: Db, bytes: Buffer): Promise<string> {
  const format = sniffFormat(bytes);
  if (!format) throw new AppError(415, 'UNSUPPORTED_IMAGE', IMAGE_TYPES_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
    // Decoding the pixels catches a valid header on a truncated or corrupt body.
    await sharp(bytes).resize({ width: 8 }).toBuffer();
  } catch {
    throw new AppError(415, 'UNSUPPORTED_IMAGE', 'This image could not be read. ' + IMAGE_TYPES_MESSAGE);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new AppError(415, 'UNSUPPORTED_IMAGE', IMAGE_TYPES_MESSAGE);
  // EXIF orientations 5-8 turn the picture a quarter: the stored size is the upright one.
  const turned = (meta.orientation ?? 1) >= 5;
  const repo = mediaRepository(db);
  const id = await repo.insertOriginal({
    contentType: MIME[format],
    original: bytes,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
  });
  for (const width of RENDITION_WIDTHS) await repo.saveRendition(id, width, await renderWebp(bytes, width));
  return id;
}
