import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@atelier/contract/catalogue';
import { AppError, badRequest } from '../lib/errors.ts';

// Reading an upload is the route kit's; checking and storing the picture is the catalogue's (images.ts).

/** The one uploaded file of a multipart request, at most 10 MB. */
export async function readUpload(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw badRequest('Please choose an image to upload.', 'IMAGE_REQUIRED');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    throw err;
  }
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw badRequest('Please choose an image to upload.', 'IMAGE_REQUIRED');
  return bytes;
}
