import { safeReturnPath } from './safe-path.ts';

/**
 * Where to send the browser back to when a form was posted without JavaScript, or undefined when a
 * fetcher sent it (and wants data, not a redirect). Forms carry a returnTo field until the page
 * hydrates; but a shopper can submit in the very moment it hydrates, when the field is still there
 * and a fetcher sends it. So browsers that say how they sent the request decide by that:
 * Sec-Fetch-Mode is 'navigate' only for a plain form post. The field decides for the others.
 */
export function plainFormReturnPath(request: Request, form: FormData, fallback: string): string | undefined {
  if (!form.has('returnTo')) return undefined;
  const mode = request.headers.get('sec-fetch-mode');
  if (mode && mode !== 'navigate') return undefined;
  return safeReturnPath(form.get('returnTo'), fallback);
}
