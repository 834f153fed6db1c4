import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderWebp } from '../modules/catalogue/media-service.ts';
import { accentFor } from './catalogue.ts';
import { CATEGORIES } from './content.ts';
import { COLOURS } from './palette.ts';
import { SHAPE_NAMES } from './shapes.ts';
import { categorySvg, productSvg, type Shot } from './svg.ts';

const SHOTS: Shot[] = ['cover', 'hover', 'detail'];

describe('generated product shots', () => {
  it('are small, self-contained SVG documents without text or outside addresses', () => {
    for (const shape of SHAPE_NAMES) {
      for (const shot of SHOTS) {
        const svg = productSvg({ shape, hex: COLOURS.Sage.hex, backdrop: 1 }, shot);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"')).toBe(true);
        expect(svg.length).toBeLessThan(8000);
        expect(svg).not.toMatch(/<text|<image|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        // Every paint server used is defined in the document.
        for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(svg).toContain(`id="${id}"`);
      }
    }
  });

  it('differ between the cover and the hover swap', () => {
    for (const shape of SHAPE_NAMES) {
      const art = { shape, hex: COLOURS.Navy.hex, backdrop: 0 };
      expect(productSvg(art, 'hover')).not.toBe(productSvg(art, 'cover'));
    }
  });

  it('render to 4:5 WebP through the media service for every silhouette', async () => {
    for (const [i, shape] of SHAPE_NAMES.entries()) {
      const shot = SHOTS[i % SHOTS.length]!;
      const webp = await renderWebp(Buffer.from(productSvg({ shape, hex: COLOURS.Camel.hex, backdrop: i }, shot)), 320);
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 400]);
      // The item is drawn in its colour: the middle of the frame is not just the backdrop.
      const { channels } = await sharp(webp).stats();
      expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(8);
    }
  });

  it('render every category picture', async () => {
    for (const [i, c] of CATEGORIES.entries()) {
      const items = c.picture.items.map(([shape, name]) => ({ shape, hex: COLOURS[name].hex, accent: accentFor(shape, name) }));
      const svg = categorySvg(items, c.picture.layout, i);
      expect(svg.length).toBeLessThan(20000);
      const meta = await sharp(await renderWebp(Buffer.from(svg), 320)).metadata();
      expect([meta.width, meta.height]).toEqual([320, 400]);
    }
  });
});
