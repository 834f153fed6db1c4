/**
 * A page form posted from another address than the shop's PUBLIC_URL (R22.23). The API's CSRF rule
 * (R7.3) refuses its calls anyway; without this the person saw "page not found" or "could not be
 * verified" and no reason. The usual cause is opening the shop at an address of the server
 * (http://127.0.0.1:3000, a LAN name) while PUBLIC_URL names another, so the answer says both
 * addresses and what to do. Nothing is run: the form's action never starts.
 */

import { FORM_FROM_OTHER_ADDRESS } from '@atelier/contract/shared';

export interface ForeignForm {
  /** Where the form was sent from (the browser's Origin, else its Referer). */
  from: string;
  /** PUBLIC_URL's origin. */
  expected: string;
  message: string;
}

function originOf(value: string | undefined): string | undefined {
  // "null" is what a browser sends after a cross-site redirect or from a sandbox: it names nothing.
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function foreignFormMessage(from: string, expected: string): string {
  return (
    `This form was sent from ${from}, which is not the shop's address (PUBLIC_URL, ${expected}), so nothing was saved. ` +
    `Open the shop at ${expected} and send it again; if ${from} is the right address, set PUBLIC_URL to it and restart the shop.`
  );
}

/**
 * The refusal of a state-changing page request whose Origin (else Referer) names another origin
 * than PUBLIC_URL's, or null. A request that names no origin at all passes: browsers send Origin on
 * every POST, and the API's CSRF rule still judges each call the page makes.
 */
export function foreignForm(
  method: string,
  headers: { origin?: string | undefined; referer?: string | undefined },
  publicOrigin: string,
): ForeignForm | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  const from = originOf(headers.origin) ?? originOf(headers.referer);
  if (!from || from === publicOrigin) return null;
  return { from, expected: publicOrigin, message: foreignFormMessage(from, publicOrigin) };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The answer's body. A form the browser posted itself (no script yet, or a document POST) gets a
 * page of its own; the app's data requests (`.data`) get JSON, which the route's error page shows
 * in the frame (React Router hands a non-2xx body without its own header to the error boundary).
 */
export function foreignFormAnswer(refusal: ForeignForm, dataRequest: boolean): { contentType: string; body: string } {
  if (dataRequest) {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ message: refusal.message, code: FORM_FROM_OTHER_ADDRESS }),
    };
  }
  const expected = escapeHtml(refusal.expected);
  const body = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Sent from a different address | Atelier</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1f1b16; background: #faf8f4">
<main>
<h1>This form was sent from a different address</h1>
<p role="alert">${escapeHtml(refusal.message)}</p>
<p><a href="${expected}/">Open the shop at ${expected}</a></p>
</main>
</body>
</html>
`;
  return { contentType: 'text/html; charset=utf-8', body };
}
