/** Small drawing helpers for the generated product shots (a 1200 x 1500 canvas, centre line x = 600). */

export const CANVAS_W = 1200;
export const CANVAS_H = 1500;
const MID = CANVAS_W / 2;

export type Pt = readonly [number, number];
/** A segment of a path: a line to a point, a quadratic curve (control, end) or a cubic curve (c1, c2, end). */
export type Seg = Pt | readonly [Pt, Pt] | readonly [Pt, Pt, Pt];

const isPt = (s: Seg): s is Pt => typeof s[0] === 'number';
const r = (n: number) => Math.round(n);
const pt = (p: Pt) => `${r(p[0])} ${r(p[1])}`;
const mirror = (p: Pt): Pt => [2 * MID - p[0], p[1]];

function segD(s: Seg): string {
  if (isPt(s)) return `L${pt(s)}`;
  if (s.length === 2) return `Q${pt(s[0])} ${pt(s[1])}`;
  return `C${pt(s[0])} ${pt(s[1])} ${pt(s[2])}`;
}

function segEnd(s: Seg): Pt {
  if (isPt(s)) return s;
  return s[s.length - 1] as Pt;
}

/** An open path through the given segments. */
export function path(start: Pt, segs: readonly Seg[], close = false): string {
  return `M${pt(start)}${segs.map(segD).join('')}${close ? 'Z' : ''}`;
}

/**
 * A closed outline symmetric about the centre line: the right half is given from a point on the
 * centre line (top) to a point on the centre line (bottom), the left half is its mirror image.
 */
export function sym(start: Pt, right: readonly Seg[]): string {
  const points: Pt[] = [start, ...right.map(segEnd)];
  const back: string[] = [];
  for (let i = right.length - 1; i >= 0; i--) {
    const s = right[i]!;
    const from = mirror(points[i]!);
    if (isPt(s)) back.push(`L${pt(from)}`);
    else if (s.length === 2) back.push(`Q${pt(mirror(s[0]))} ${pt(from)}`);
    else back.push(`C${pt(mirror(s[1]))} ${pt(mirror(s[0]))} ${pt(from)}`);
  }
  return `${path(start, right)}${back.join('')}Z`;
}

/** The path and its mirror image about the centre line, as two d attributes. */
export function twin(start: Pt, segs: readonly Seg[], close = false): [string, string] {
  const mirrored = segs.map((s): Seg => (isPt(s) ? mirror(s) : (s.map((p) => mirror(p as Pt)) as unknown as Seg)));
  return [path(start, segs, close), path(mirror(start), mirrored, close)];
}

/** The path and its mirror image as one d attribute of two subpaths. */
export function pair(start: Pt, segs: readonly Seg[], close = false): string {
  return twin(start, segs, close).join('');
}

export function mirrorX(x: number): number {
  return 2 * MID - x;
}

export type View = 'front' | 'back';

/** One item drawn on the canvas: its outline (filled and shaded by the scene) and what goes under and over it. */
export interface Drawing {
  outline: string;
  under?: string;
  over?: string;
  /** Surface texture laid over the outline. */
  texture?: 'knit' | 'stripe' | 'quilt' | 'twill' | 'check';
  /** The outline has holes (a belt loop). */
  evenOdd?: boolean;
  /** Mirror the item left to right. */
  flip?: boolean;
  /** Centre of the close-up shot. */
  focus?: Pt;
  /** Top and bottom of the item on the canvas, so the scene can scale and centre it. */
  box: readonly [number, number];
  /** Half-width of the floor shadow. */
  floorWidth?: number;
  /** x of the item's visual middle, when it is not the canvas centre line. */
  centreX?: number;
  /** Largest enlargement for small items. */
  maxScale?: number;
}

// ---------------------------------------------------------------- colour

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards another by t (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [rr, gg, bb] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * rr + 0.7152 * gg + 0.0722 * bb;
}

/** The shades one garment is drawn with, all derived from its colour. */
export interface Tone {
  base: string;
  light: string;
  dark: string;
  /** Inside of the garment seen through an opening. */
  deep: string;
  /** Seams and folds: darker on light colours, lighter on dark ones. */
  line: string;
  stitch: string;
}

export function tone(base: string): Tone {
  const l = luminance(base);
  const darkish = l < 0.06;
  return {
    base,
    light: mix(base, '#ffffff', 0.2),
    dark: mix(base, '#000000', darkish ? 0.25 : 0.2),
    deep: darkish ? mix(base, '#000000', 0.5) : mix(base, '#000000', 0.42),
    line: darkish ? mix(base, '#ffffff', 0.2) : mix(base, '#000000', l > 0.5 ? 0.2 : 0.3),
    stitch: darkish ? mix(base, '#ffffff', 0.3) : mix(base, '#000000', l > 0.5 ? 0.16 : 0.26),
  };
}

// ---------------------------------------------------------------- markup

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}

export function el(name: string, a: Attrs, inner = ''): string {
  return inner ? `<${name}${attrs(a)}>${inner}</${name}>` : `<${name}${attrs(a)}/>`;
}

/** A seam or fold line. */
export function line(d: string, color: string, width = 4, opacity = 0.55): string {
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-opacity': opacity, 'stroke-linecap': 'round' });
}

/** A dashed top-stitch line. */
export function stitch(d: string, color: string, width = 3): string {
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-dasharray': '9 7', 'stroke-opacity': 0.8 });
}

/** A filled shape with an outline. */
export function shape(d: string, fill: string, stroke?: string, width = 3): string {
  return el('path', { d, fill, stroke, 'stroke-width': stroke ? width : undefined, 'stroke-linejoin': 'round' });
}

export function button(x: number, y: number, rad: number, t: Tone): string {
  return (
    el('circle', { cx: r(x), cy: r(y), r: rad, fill: t.light, stroke: t.line, 'stroke-width': 2.5 }) +
    el('circle', { cx: r(x - rad / 3), cy: r(y), r: 1.8, fill: t.line }) +
    el('circle', { cx: r(x + rad / 3), cy: r(y), r: 1.8, fill: t.line })
  );
}
