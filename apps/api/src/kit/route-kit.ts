import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { requireSession } from '../plumbing/session/session.ts';
import { auditLog, type AuditEntry } from './audit.ts';
import { readUpload } from './uploads.ts';

// What every group of admin routes shares: error answers, tags, the audit record and the upload reader.

export {
  adminErrors as errors,
  adminUploadErrors as uploadErrors,
  adminTags as tags,
  multipartNote,
} from '@atelier/contract/shared/endpoint';

/** The admin plugin's Fastify instance, typed by the zod provider. */
export type AdminApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function adminRouteKit(db: Db, clock: Clock) {
  const audit = auditLog(db, clock);
  const adminId = async (req: FastifyRequest) => (await requireSession(req)).user.id;
  /** Records the change under the signed-in admin, then answers `value`. */
  async function recorded<T>(req: FastifyRequest, done: { audit: AuditEntry } & T): Promise<T> {
    await audit.record(await adminId(req), done.audit);
    return done;
  }
  async function upload(req: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
    if (!req.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in a field named file.');
    const file = await req.file();
    const bytes = await readUpload(file);
    const alt = file?.fields.alt && 'value' in file.fields.alt ? String(file.fields.alt.value).slice(0, 300) : '';
    return { bytes, alt };
  }
  return { audit, adminId, recorded, upload };
}
export type AdminRouteKit = ReturnType<typeof adminRouteKit>;
