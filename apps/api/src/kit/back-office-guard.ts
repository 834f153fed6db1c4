import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { getSession } from '../plumbing/session/session.ts';

const NOT_ADMIN = 'You do not have access to the admin area.';

/**
 * Only admins pass; guests and customers alike get 403 (issue 6). A bad or expired token still
 * answers 401 so the client drops it. Runs on onRequest, before any upload is read.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  const session = await getSession(request);
  if (!session || session.user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', NOT_ADMIN);
}
