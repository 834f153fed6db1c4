import { CUTS, dress, jeans, trousers } from './shapes-bottoms.ts';
import { accessory, bag, shoes } from './shapes-goods.ts';
import { coat, zipJacket } from './shapes-outer.ts';
import { jumper, longTee, shirt, tank, tee } from './shapes-tops.ts';
import type { Drawing, Tone, View } from './svg-kit.ts';

type Draw = (t: Tone, view: View, accent: string) => Drawing;

/** Every silhouette the seed can draw, by name. */
const SHAPES = {
  tee: (t, v) => tee(t, v),
  tank: (t, v) => tank(t, v),
  'long-tee': (t, v) => longTee(t, v, true),
  'long-tee-plain': (t, v) => longTee(t, v, false),
  shirt: (t, v) => shirt(t, v),
  'shirt-short': (t, v) => shirt(t, v, 'short'),
  overshirt: (t, v) => shirt(t, v, 'overshirt'),
  jumper: (t, v) => jumper(t, v),
  cardigan: (t, v) => jumper(t, v, true),
  'trousers-wide': (t, v) => trousers(t, v, CUTS.wide),
  'trousers-tapered': (t, v) => trousers(t, v, CUTS.tapered),
  shorts: (t, v) => trousers(t, v, CUTS.shorts),
  'jeans-straight': (t, v) => jeans(t, v, CUTS.straight),
  'jeans-wide': (t, v) => jeans(t, v, CUTS.wide),
  'jeans-slim': (t, v) => jeans(t, v, CUTS.tapered),
  'dress-midi': (t, v) => dress(t, v, 'midi'),
  'dress-slip': (t, v) => dress(t, v, 'slip'),
  'dress-shirt': (t, v) => dress(t, v, 'shirt'),
  coat: (t, v) => coat(t, v, 'coat'),
  trench: (t, v) => coat(t, v, 'trench'),
  peacoat: (t, v) => coat(t, v, 'peacoat'),
  blazer: (t, v) => coat(t, v, 'blazer'),
  bomber: (t, v) => zipJacket(t, v, 'bomber'),
  puffer: (t, v) => zipJacket(t, v, 'puffer'),
  trainers: (t, v, a) => shoes(t, v, 'trainer', a),
  loafers: (t, v, a) => shoes(t, v, 'loafer', a),
  boots: (t, v, a) => shoes(t, v, 'boot', a),
  tote: (t, v, a) => bag(t, v, 'tote', a),
  crossbody: (t, v, a) => bag(t, v, 'crossbody', a),
  backpack: (t, v, a) => bag(t, v, 'backpack', a),
  scarf: (t, v, a) => accessory(t, v, 'scarf', a),
  'scarf-plain': (t, v, a) => accessory(t, v, 'scarf-plain', a),
  beanie: (t, v, a) => accessory(t, v, 'beanie', a),
  cap: (t, v, a) => accessory(t, v, 'cap', a),
  belt: (t, v, a) => accessory(t, v, 'belt', a),
  cardholder: (t, v, a) => accessory(t, v, 'cardholder', a),
} satisfies Record<string, Draw>;

export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

export function drawShape(name: ShapeName, t: Tone, view: View, accent: string): Drawing {
  return (SHAPES[name] as Draw)(t, view, accent);
}
