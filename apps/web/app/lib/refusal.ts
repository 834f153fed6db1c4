export { FORM_FROM_OTHER_ADDRESS } from '@atelier/contract/shared';

/**
 * A refusal's { message, code }: an object thrown by a loader or action, or the JSON text of an
 * answer the server gave before any route ran (React Router hands that over as a string).
 */
export function refusalOf(body: unknown): { message?: string; code?: string } {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object') return {};
  const { message, code } = value as { message?: unknown; code?: unknown };
  return { message: typeof message === 'string' ? message : undefined, code: typeof code === 'string' ? code : undefined };
}
