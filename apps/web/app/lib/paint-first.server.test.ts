import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { paintFirst, paintFirstStream } from './paint-first.server.ts';

// The shape React Router 7's <Scripts> writes (links hoisted into the head by React 19).
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/vendor-B.js" nonce="n0nce=="/>' +
  '<link nonce="n0nce==" rel="stylesheet" href="/assets/shell-C.css"/></head>' +
  '<body><main id="main"><p>Linen shirt — £45</p></main>' +
  '<script nonce="n0nce==">window.__reactRouterContext = {"a":1};</script>' +
  '<script nonce="n0nce==" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-D.js";\n' +
  'import * as route1 from "/assets/home-E.js";\n' +
  '  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-A.js",\n    "css": []\n  },\n  "version": "81b9"\n};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script></body></html>';

describe('paintFirst', () => {
  const out = paintFirst(PAGE);

  it('takes the module preloads out of the head and keeps the stylesheet', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link nonce="n0nce==" rel="stylesheet" href="/assets/shell-C.css"/>');
  });

  it('turns the boot module’s static imports into imports that start after the first frame', () => {
    const boot = /<script nonce="n0nce==" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).not.toMatch(/^\s*import \* as/m);
    expect(boot).toContain('const route0 = await import("/assets/root-D.js");');
    expect(boot).toContain('const route1 = await import("/assets/home-E.js");');
    expect(boot).toContain('addEventListener("visibilitychange"'); // a tab hidden before the frame does not wait
    expect(boot.indexOf('requestAnimationFrame')).toBeLessThan(boot.indexOf('await import("/assets/root-D.js")'));
    // The removed links come back (with the nonce) so the modules still load in parallel.
    expect(boot).toContain('["/assets/entry.client-A.js","/assets/vendor-B.js"]');
    expect(boot).toContain('l.nonce = "n0nce=="');
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(boot).toContain('import("/assets/entry.client-A.js");');
  });

  it('sends the route manifest minified, the same JSON', () => {
    expect(out).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","css":[]},"version":"81b9"};');
  });

  it('leaves the page text and other scripts alone', () => {
    expect(out).toContain('<main id="main"><p>Linen shirt — £45</p></main>');
    expect(out).toContain('<script nonce="n0nce==">window.__reactRouterContext = {"a":1};</script>');
  });

  it('works the same on a page served without a CSP nonce', () => {
    const plain = paintFirst(PAGE.replaceAll(' nonce="n0nce=="', ''));
    expect(plain).not.toMatch(/<link rel="modulepreload"/);
    expect(plain).toContain('<script type="module" async="">await new Promise');
    expect(plain).toContain('const route0 = await import("/assets/root-D.js");');
    expect(plain).not.toContain('nonce');
  });

  it('passes through HTML it does not recognise', () => {
    const other = '<html><head><script type="module" src="/x.js"></script></head><body>hi</body></html>';
    expect(paintFirst(other)).toBe(other);
  });
});

describe('paintFirstStream', () => {
  const run = (pieces: Buffer[]) => text(Readable.from(pieces).pipe(paintFirstStream()));

  it('gives the same page however the stream is cut: at every byte, in two and in three pieces', async () => {
    const expected = paintFirst(PAGE);
    const bytes = Buffer.from(PAGE);
    // The page has multi-byte characters (— and £): some cuts fall inside them.
    const inside = [bytes.indexOf(Buffer.from('—')) + 1, bytes.indexOf(Buffer.from('£')) + 1];
    expect(inside.every((i) => i > 0 && (bytes[i]! & 0xc0) === 0x80)).toBe(true);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
      const second = Math.min(bytes.length - 1, cut + 1 + (cut % 97));
      if (second > cut) expect(await run([bytes.subarray(0, cut), bytes.subarray(cut, second), bytes.subarray(second)])).toBe(expected);
    }
  });

  it('streams: text before an unfinished tag is not held back', async () => {
    const stage = paintFirstStream();
    const seen: string[] = [];
    stage.on('data', (c: Buffer) => seen.push(c.toString()));
    stage.write('<html><body><p>First paint</p><scr');
    await new Promise((r) => setImmediate(r));
    expect(seen.join('')).toBe('<html><body><p>First paint</p>');
    stage.end('ipt>1</script></body></html>');
    await new Promise((r) => stage.on('end', r));
    expect(seen.join('')).toBe('<html><body><p>First paint</p><script>1</script></body></html>');
  });

  it('passes what React wrote in one go on as one chunk', async () => {
    const stage = paintFirstStream();
    const seen: string[] = [];
    stage.on('data', (c: Buffer) => seen.push(c.toString()));
    const bytes = Buffer.from(PAGE);
    for (let i = 0; i < bytes.length; i += 64) stage.write(bytes.subarray(i, i + 64));
    await new Promise((r) => setImmediate(r));
    stage.end();
    await new Promise((r) => stage.on('end', r));
    expect(seen.join('')).toBe(paintFirst(PAGE));
    expect(seen.length).toBeLessThanOrEqual(2);
  });

  it('puts the links back when the boot module is not there to load them', async () => {
    const changed = PAGE.replace('type="module" async=""', 'type="module"');
    const out = await run([Buffer.from(changed)]);
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/vendor-B.js"/>',
    );
    expect(out).toContain('import * as route0 from "/assets/root-D.js";');
  });
});
