import { drawShape, type ShapeName } from './shapes.ts';
import { CANVAS_H, CANVAS_W, el, mix, tone, type Drawing, type Tone } from './svg-kit.ts';

/** Which of a product's photographs: the cover, the hover swap (back view) or a close-up. */
export type Shot = 'cover' | 'hover' | 'detail';

export interface ItemArt {
  shape: ShapeName;
  /** Main colour, #rrggbb. */
  hex: string;
  /** Second colour: stripes, checks, soles, trims. */
  accent?: string;
}

export interface ProductArt extends ItemArt {
  /** Picks one of the studio backdrops, so the grid does not look stamped out. */
  backdrop: number;
}

/** Height an item is scaled to, and where its middle sits. */
const FRAME_HEIGHT = 1120;
const FRAME_CENTRE = 730;

/** Warm and cool studio greys; the hover shot uses a deeper tone of the same one. */
const BACKDROPS: readonly [string, string][] = [
  ['#f3f0ea', '#e5dfd5'],
  ['#f1f1ef', '#e0e0dc'],
  ['#f4efe8', '#e8ddd0'],
  ['#eef0f0', '#dde1e2'],
];

function studioDefs(top: string, bottom: string): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    '<radialGradient id="spot" cx=".5" cy=".4" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="floor"><stop offset="0" stop-color="#3a3128" stop-opacity=".28"/><stop offset=".6" stop-color="#3a3128" stop-opacity=".1"/><stop offset="1" stop-color="#3a3128" stop-opacity="0"/></radialGradient>' +
    '<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="16"/></filter>'
  );
}

/** Shading and surface patterns of one item, only those its markup uses; ids end in the item's suffix. */
function itemDefs(t: Tone, accent: string, s: string, markup: string): string {
  const patterns: Record<string, string> = {
    knit: `<pattern id="knit${s}" width="18" height="20" patternUnits="userSpaceOnUse"><path d="M2 3l7 13 7-13" fill="none" stroke="${t.line}" stroke-opacity=".28" stroke-width="3"/></pattern>`,
    rib: `<pattern id="rib${s}" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${t.base}"/><path d="M4 0v14" stroke="${t.line}" stroke-opacity=".5" stroke-width="5"/></pattern>`,
    stripe: `<pattern id="stripe${s}" width="40" height="46" patternUnits="userSpaceOnUse"><rect y="26" width="40" height="16" fill="${accent}"/></pattern>`,
    twill: `<pattern id="twill${s}" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M-3 3l6-6M0 12L12 0M9 15l6-6" stroke="#fff" stroke-opacity=".07" stroke-width="3"/></pattern>`,
    check:
      `<pattern id="check${s}" width="120" height="120" patternUnits="userSpaceOnUse"><path d="M0 30h120M30 0v120" stroke="${accent}" stroke-opacity=".55" stroke-width="22"/>` +
      `<path d="M0 90h120M90 0v120" stroke="${t.light}" stroke-opacity=".6" stroke-width="6"/></pattern>`,
    quilt:
      `<linearGradient id="puff${s}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
      `<pattern id="quilt${s}" width="40" height="96" patternUnits="userSpaceOnUse" y="20"><rect width="40" height="96" fill="url(#puff${s})"/></pattern>`,
  };
  return (
    `<linearGradient id="sh${s}" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="#fff" stop-opacity=".2"/>` +
    `<stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    `<linearGradient id="vs${s}" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>` +
    Object.entries(patterns)
      .filter(([id]) => markup.includes(`url(#${id}${s})`))
      .map(([, def]) => def)
      .join('')
  );
}

/** The item on its own: soft shadow, fill, texture, shading, outline and details. */
function itemBody(d: Drawing, t: Tone, s: string): string {
  const use = (a: Record<string, string | number>) => el('use', { href: `#g${s}`, ...a });
  const body =
    (d.under ?? '') +
    use({ fill: '#2b241c', opacity: 0.16, transform: 'translate(12 22)', filter: 'url(#soft)' }) +
    use({ fill: t.base }) +
    (d.texture ? use({ fill: `url(#${d.texture})` }) : '') +
    use({ fill: 'url(#sh)' }) +
    use({ fill: 'url(#vs)' }) +
    use({ fill: 'none', stroke: t.line, 'stroke-width': 2, 'stroke-opacity': 0.35 }) +
    (d.over ?? '');
  // The shapes name their paint servers without a suffix; give them this item's.
  const own = s ? body.replace(/url\(#([a-z]+)\)/g, (m, id: string) => (id === 'soft' ? m : `url(#${id}${s})`)) : body;
  return d.flip ? `<g transform="matrix(-1 0 0 1 ${2 * (d.centreX ?? 600)} 0)">${own}</g>` : own;
}

interface Placed {
  defs: string;
  markup: string;
  /** Where its floor shadow goes, in canvas units. */
  floorY: number;
  floorRx: number;
  /** The centre of a close-up, in canvas units. */
  focus: [number, number];
}

/** Draws an item scaled to `height` (at most its own limit times `zoom`) with its middle at (cx, cy). */
function place(art: ItemArt, view: 'front' | 'back', s: string, cx: number, cy: number, height: number, zoom = 1): Placed {
  const t = tone(art.hex);
  const accent = art.accent ?? mix(art.hex, '#000000', 0.6);
  const d = drawShape(art.shape, t, view, accent);
  const [top, bottom] = d.box;
  const scale = Math.min((d.maxScale ?? 1.5) * zoom, height / (bottom - top));
  const dx = cx - (d.centreX ?? 600) * scale;
  const dy = cy - (scale * (top + bottom)) / 2;
  const markup = `<g transform="translate(${round(dx)} ${round(dy)}) scale(${round(scale)})">${itemBody(d, t, s)}</g>`;
  return {
    defs: itemDefs(t, accent, s, markup) + el('path', { id: `g${s}`, d: d.outline, 'fill-rule': d.evenOdd ? 'evenodd' : undefined }),
    markup,
    floorY: scale * bottom + dy + 50,
    floorRx: (d.floorWidth ?? 340) * scale,
    focus: [dx + (d.focus?.[0] ?? d.centreX ?? 600) * scale, dy + (d.focus?.[1] ?? top + 260) * scale],
  };
}

function svgDoc(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_W}" height="${CANVAS_H}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

const backdropRects = '<rect width="1200" height="1500" fill="url(#bg)"/><rect width="1200" height="1500" fill="url(#spot)"/>';
const floor = (y: number, rx: number, cx = 600) =>
  el('ellipse', { cx: round(cx), cy: round(y), rx: round(rx), ry: 42, fill: 'url(#floor)' });

/** One product photograph as a small SVG document. */
export function productSvg(art: ProductArt, shot: Shot): string {
  const [top, bottom] = BACKDROPS[art.backdrop % BACKDROPS.length]!;
  const studio = shot === 'hover' ? studioDefs(mix(top, bottom, 0.7), mix(bottom, '#8a7d6c', 0.18)) : studioDefs(top, bottom);
  if (shot === 'detail') {
    // A close-up: the item at twice its cover size, centred on its most telling part.
    const p = place(art, 'front', '', 600, FRAME_CENTRE, FRAME_HEIGHT);
    const [fx, fy] = p.focus;
    return svgDoc(studio + p.defs, `${backdropRects}<g transform="translate(600 740) scale(2) translate(${-fx} ${-fy})">${p.markup}</g>`);
  }
  const p = place(art, shot === 'hover' ? 'back' : 'front', '', 600, FRAME_CENTRE, FRAME_HEIGHT);
  return svgDoc(studio + p.defs, backdropRects + floor(p.floorY, p.floorRx) + p.markup);
}

/** Where each of a category picture's items stands: centre x, centre y, height. Last is in front. */
const LAYOUTS = {
  row: [
    [330, 700, 780],
    [870, 700, 780],
    [600, 800, 900],
  ],
  small: [
    [380, 640, 760],
    [850, 780, 520],
    [600, 930, 520],
  ],
  stack: [
    [570, 390, 360],
    [630, 750, 360],
    [570, 1110, 360],
  ],
} as const;

/** A category picture: three of its kind in different colours, grouped as on a shop's banner. */
export function categorySvg(items: readonly ItemArt[], layout: keyof typeof LAYOUTS, backdrop: number): string {
  const [top, bottom] = BACKDROPS[backdrop % BACKDROPS.length]!;
  const placed = items.slice(0, 3).map((art, i) => {
    const [cx, cy, h] = LAYOUTS[layout][i]!;
    return place(art, 'front', `-${i}`, cx, cy, h, layout === 'stack' ? 0.85 : layout === 'small' ? 0.72 : 1);
  });
  const floors = layout !== 'stack' ? floor(Math.max(...placed.map((p) => p.floorY)), 480) : '';
  return svgDoc(
    studioDefs(mix(top, bottom, 0.3), bottom) + placed.map((p) => p.defs).join(''),
    backdropRects + floors + placed.map((p) => p.markup).join(''),
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;
