import { describe, expect, it } from 'vitest';
import { stylesFirst, stylesFirstStream } from './styles-first.server';

const head =
  '<head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<title>Atelier</title><link nonce="n" rel="stylesheet" href="/assets/root.css"/><link nonce="n" rel="stylesheet" href="/assets/home.css"/>';

describe('stylesFirst', () => {
  it('moves the stylesheets before the first modulepreload, keeping their order and everything else', () => {
    const out = stylesFirst(head);
    expect(out).toBe(
      '<head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.webp"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/root.css"/><link nonce="n" rel="stylesheet" href="/assets/home.css"/>' +
        '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
        '<title>Atelier</title>',
    );
  });

  it('leaves a head without modulepreloads, or already in order, as it is', () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"/></head>';
    expect(stylesFirst(plain)).toBe(plain);
    const ordered = stylesFirst(head);
    expect(stylesFirst(ordered)).toBe(ordered);
  });

  it('reorders the head of a streamed document split across chunks, and passes the body through', async () => {
    const stream = stylesFirstStream();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const doc = `<!DOCTYPE html><html>${head}</head><body><p>Hello</p></body></html>`;
    for (let i = 0; i < doc.length; i += 37) stream.write(Buffer.from(doc.slice(i, i + 37)));
    stream.end();
    await new Promise((r) => stream.on('end', r));
    const out = Buffer.concat(chunks).toString('utf8');
    expect(out).toBe(`<!DOCTYPE html><html>${stylesFirst(head)}</head><body><p>Hello</p></body></html>`);
  });
});
