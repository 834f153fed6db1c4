import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * Lets a server-rendered page paint before its JavaScript competes for the connection
 * (docs/decisions/0008-paint-before-scripts.md).
 *
 * React Router's <Scripts> puts a modulepreload link for every module of the page in the head and
 * ends the body with an inline module whose static imports load them. On a slow phone link those
 * ~130 kB share the bandwidth with the stylesheets and the hero image, and the first paint waits
 * for them although the page needs none of them to be seen. This rewrite drops the links and turns
 * the inline module's static imports into dynamic ones that start after the first frame, when the
 * same links are added back so the modules still download in parallel. The page then hydrates as
 * before. Anything that does not match React Router's output is passed through unchanged.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOT_SCRIPT = /<script( nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const SIDE_EFFECT_IMPORT = /import ("[^"]+");/g;

/**
 * The module body's prelude: wait for the first frame (or not at all in a hidden tab, where frames
 * stop), then add the preloads back.
 */
function bootPrelude(hrefs: string[], nonce: string | undefined): string {
  const setNonce = nonce === undefined ? '' : ` l.nonce = ${JSON.stringify(nonce)};`;
  return (
    'await new Promise((r) => { if (document.visibilityState === "hidden") return r(); requestAnimationFrame(() => setTimeout(r)); document.addEventListener("visibilitychange", r, { once: true }); });\n' +
    `for (const href of ${JSON.stringify(hrefs)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href;${setNonce} document.head.append(l); }\n`
  );
}

/** What one page's rewrite has seen so far: the links it took out, and whether it found the boot module. */
export interface PaintFirstState {
  hrefs: string[];
  booted: boolean;
}

/** Rewrites complete HTML text (the links come before the boot module in the stream). */
export function paintFirst(html: string, state: PaintFirstState = { hrefs: [], booted: false }): string {
  const withoutLinks = html.replace(PRELOAD_LINK, (_, href: string) => {
    state.hrefs.push(href);
    return '';
  });
  return withoutLinks.replace(BOOT_SCRIPT, (_, nonceAttr: string | undefined, nonce: string | undefined, body: string) => {
    state.booted = true;
    const imports = compactManifest(
      body.replace(STATIC_IMPORT, 'const $1 = await import($2);').replace(SIDE_EFFECT_IMPORT, 'await import($1);'),
    );
    return `<script${nonceAttr ?? ''} type="module" async="">${bootPrelude(state.hrefs, nonce)}${imports}</script>`;
  });
}

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/** React Router writes the route manifest indented (about 1 kB of spaces a page): the same JSON, minified. */
function compactManifest(body: string): string {
  return body.replace(MANIFEST, (whole, assign: string, json: string) => {
    try {
      return `${assign}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

/** The links as they were, for a page whose boot module the rewrite did not recognise. */
function linksBack(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
}

/** Where the text can be cut without splitting a tag or an inline script. */
function safeCut(text: string): number {
  const openScript = text.lastIndexOf('<script');
  if (openScript >= 0 && text.indexOf('</script>', openScript) < 0) return openScript;
  const lastTag = text.lastIndexOf('<');
  if (lastTag >= 0 && text.indexOf('>', lastTag) < 0) return lastTag;
  return text.length;
}

let warned = false;

/**
 * The rewrite as a stream stage for React's HTML stream, holding back only unfinished tags.
 *
 * React writes a page as many 2 kB chunks in one go. They are gathered until the event loop turns
 * and passed on as one: each chunk would otherwise cross the web-stream hops to the socket and the
 * rewrite on its own, which cost more server CPU than the page's regular expressions.
 */
export function paintFirstStream(): Transform {
  const state: PaintFirstState = { hrefs: [], booted: false };
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let scheduled: NodeJS.Immediate | undefined;
  const stage: Transform = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      scheduled ??= setImmediate(passOn);
      done();
    },
    flush(done) {
      clearImmediate(scheduled);
      let rest = paintFirst(pending + decoder.end(), state);
      // React Router's output changed shape: give the links back rather than lose the preloads.
      if (!state.booted && state.hrefs.length > 0) {
        rest += linksBack(state.hrefs);
        if (!warned) console.warn('paint-first: no React Router boot module found; modulepreload links put back at the end of the page');
        warned = true;
      }
      done(null, rest || undefined);
    },
  });
  function passOn() {
    scheduled = undefined;
    const cut = safeCut(pending);
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    if (ready && !stage.destroyed) stage.push(paintFirst(ready, state));
  }
  return stage;
}
