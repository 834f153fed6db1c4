import { button, el, line, pair, shape, stitch, sym, twin, type Drawing, type Tone, type View } from './svg-kit.ts';

/** The inside back of a neckline, seen through the opening. */
function innerNeck(front: string, t: Tone): string {
  return shape(front, t.deep);
}

export function tee(t: Tone, view: View): Drawing {
  const neckY = view === 'front' ? 300 : 258;
  const outline = sym(
    [600, neckY],
    [
      [
        [642, neckY],
        [682, neckY - 16],
        [692, 240],
      ],
      [838, 272],
      [968, 470],
      [878, 530],
      [836, 462],
      [
        [834, 700],
        [846, 1000],
        [848, 1124],
      ],
      [600, 1128],
    ],
  );
  const hems =
    stitch('M356 1100 L844 1100', t.stitch) +
    twin([882, 505], [[955, 452]])
      .map((d) => stitch(d, t.stitch))
      .join('');
  const folds = line('M430 760 Q470 820 450 900', t.line, 4, 0.18) + line('M770 640 Q745 720 760 790', t.line, 4, 0.18);
  if (view === 'back') {
    const band = shape('M508 240 Q600 262 692 240 L690 254 Q600 278 510 254 Z', t.dark);
    return { outline, box: [240, 1128], over: band + hems + folds };
  }
  const inner = innerNeck('M508 240 C520 282 558 300 600 300 C642 300 680 282 692 240 Q600 262 508 240 Z', t);
  const band = shape(
    'M508 240 C520 282 558 300 600 300 C642 300 680 282 692 240 L704 246 C690 302 646 322 600 322 C554 322 510 302 496 246 Z',
    t.base,
    t.line,
    2.5,
  );
  return {
    outline,
    box: [240, 1128],
    over: inner + band + stitch('M500 262 C520 306 560 316 600 316 C640 316 680 306 700 262', t.stitch) + hems + folds,
  };
}

/** A sleeveless vest top with a scoop neck. */
export function tank(t: Tone, view: View): Drawing {
  const neckY = view === 'front' ? 380 : 300;
  const outline = sym(
    [600, neckY],
    [
      [
        [655, neckY],
        [690, neckY - 50],
        [690, 222],
      ],
      [748, 222],
      [
        [752, 360],
        [786, 446],
        [822, 472],
      ],
      [
        [826, 700],
        [838, 960],
        [842, 1110],
      ],
      [600, 1114],
    ],
  );
  const bind =
    line(`M690 226 C690 ${neckY - 40} 655 ${neckY - 6} 600 ${neckY - 6} C545 ${neckY - 6} 510 ${neckY - 40} 510 226`, t.line, 3, 0.5) +
    twin(
      [748, 228],
      [
        [
          [752, 360],
          [786, 440],
          [816, 464],
        ],
      ],
    )
      .map((d) => line(d, t.line, 3, 0.45))
      .join('');
  const hem = stitch('M360 1086 L840 1086', t.stitch);
  const folds = line('M470 700 Q500 800 480 900', t.line, 4, 0.16) + line('M735 620 Q720 720 740 820', t.line, 4, 0.16);
  if (view === 'back') return { outline, box: [222, 1114], over: bind + hem + folds };
  const inner = innerNeck(`M510 222 C512 320 550 ${neckY} 600 ${neckY} C650 ${neckY} 688 320 690 222 Q600 300 510 222 Z`, t);
  return { outline, box: [222, 1114], over: inner + bind + hem + folds };
}

const shirtBody = (shortSleeve: boolean, straightHem: boolean) =>
  sym(
    [600, 236],
    [
      [690, 226],
      [852, 282],
      ...(shortSleeve
        ? ([
            [975, 540],
            [876, 596],
            [850, 500],
          ] as const)
        : ([
            [
              [912, 330],
              [945, 640],
              [972, 1030],
            ],
            [896, 1044],
            [852, 520],
          ] as const)),
      [
        [852, 800],
        [856, 1000],
        [856, 1140],
      ],
      ...(straightHem
        ? ([[600, 1160]] as const)
        : ([
            [
              [850, 1196],
              [720, 1214],
              [600, 1214],
            ],
          ] as const)),
    ],
  );

/** A shirt's collar (shirts and shirt dresses): a plain band from the back; from the front the neck and both wings. */
export function shirtCollar(t: Tone, view: View): string {
  if (view === 'back') return shape('M506 232 Q600 212 694 232 L702 284 Q600 266 498 284 Z', t.base, t.line, 3);
  return (
    shape('M512 236 Q600 204 688 236 Q600 262 512 236 Z', t.deep) +
    shape(
      pair(
        [603, 300],
        [
          [690, 220],
          [
            [718, 262],
            [708, 304],
            [688, 352],
          ],
          [606, 318],
        ],
        true,
      ),
      t.base,
      t.line,
      3,
    )
  );
}

export type ShirtCut = 'long' | 'short' | 'overshirt';

export function shirt(t: Tone, view: View, cut: ShirtCut = 'long'): Drawing {
  const shortSleeve = cut === 'short';
  const over = cut === 'overshirt';
  const outline = shirtBody(shortSleeve, over);
  const box = [212, over ? 1160 : 1214] as const;
  const sleeveEnd = shortSleeve
    ? twin([884, 572], [[962, 524]])
        .map((d) => stitch(d, t.stitch))
        .join('')
    : twin([888, 966], [[964, 952]])
        .map((d) => line(d, t.line, 3, 0.6))
        .join('');
  const hem = over
    ? stitch('M346 1136 L854 1136', t.stitch)
    : stitch('M346 1164 C350 1190 480 1196 600 1196 C720 1196 850 1190 854 1164', t.stitch);
  const folds = line('M455 820 Q480 900 468 980', t.line, 4, 0.16) + line('M760 700 Q740 790 752 880', t.line, 4, 0.16);
  if (view === 'back') {
    const collar = shirtCollar(t, view);
    const yoke = line('M352 392 Q600 418 848 392', t.line, 3, 0.6) + stitch('M352 402 Q600 428 848 402', t.stitch);
    const pleat = line('M584 412 L590 540', t.line, 3, 0.45) + line('M616 412 L610 540', t.line, 3, 0.45);
    return { outline, box, over: collar + yoke + pleat + sleeveEnd + hem + folds };
  }
  const placket = line('M578 316 L578 1208', t.line, 3, 0.45) + line('M622 316 L622 1208', t.line, 3, 0.45);
  const buttons = [350, 475, 600, 725, 850, 975, 1100]
    .filter((y) => !over || y < 1100)
    .map((y) => button(600, y, over ? 13 : 11, t))
    .join('');
  const pocket = over
    ? twin(
        [664, 450],
        [
          [800, 450],
          [800, 590],
          [664, 590],
        ],
        true,
      )
        .map((d) => shape(d, 'none', t.line, 3))
        .join('') +
      twin(
        [660, 430],
        [
          [804, 430],
          [804, 480],
          [732, 494],
          [660, 480],
        ],
        true,
      )
        .map((d) => shape(d, t.base, t.line, 3))
        .join('')
    : shape('M684 470 L790 470 L790 582 L737 600 L684 582 Z', 'none', t.line, 3) + stitch('M684 488 L790 488', t.stitch);
  return { outline, box, focus: [690, 420], over: shirtCollar(t, view) + placket + buttons + pocket + sleeveEnd + hem + folds };
}

/** Knitted jumper: dropped shoulders, ribbed neck, cuffs and hem. */
export function jumper(t: Tone, view: View, cardigan = false): Drawing {
  const neckY = view === 'front' ? (cardigan ? 600 : 292) : 256;
  const outline = sym(
    [600, neckY],
    [
      [
        [642, neckY],
        [678, cardigan && view === 'front' ? 300 : neckY - 16],
        [688, 236],
      ],
      [
        [780, 248],
        [850, 268],
        [880, 300],
      ],
      [
        [936, 400],
        [956, 700],
        [962, 962],
      ],
      [966, 1062],
      [900, 1070],
      [896, 966],
      [
        [882, 700],
        [864, 540],
        [852, 482],
      ],
      [
        [848, 700],
        [854, 950],
        [856, 1050],
      ],
      [848, 1152],
      [600, 1152],
    ],
  );
  const rib = (d: string) => el('path', { d, fill: 'url(#rib)', stroke: t.line, 'stroke-width': 2.5, 'stroke-opacity': 0.5 });
  const hemBand = rib('M344 1050 L856 1050 L848 1152 L352 1152 Z');
  const cuffs = rib(
    pair(
      [896, 966],
      [
        [962, 962],
        [966, 1062],
        [900, 1070],
      ],
      true,
    ),
  );
  let neck: string;
  if (view === 'back') {
    neck = rib('M512 236 Q600 256 688 236 L694 262 Q600 284 506 262 Z');
  } else if (cardigan) {
    neck =
      shape('M512 236 Q600 262 688 236 L604 590 L596 590 Z', t.dark) +
      rib('M688 236 L700 244 L630 620 L630 1152 L600 1152 L600 598 Z') +
      rib('M512 236 L500 244 L570 620 L570 1152 L600 1152 L600 598 Z') +
      [680, 790, 900, 1010, 1110].map((y) => button(615, y, 10, t)).join('');
  } else {
    neck =
      innerNeck('M512 236 C524 276 560 292 600 292 C640 292 676 276 688 236 Q600 258 512 236 Z', t) +
      rib('M512 236 C524 276 560 292 600 292 C640 292 676 276 688 236 L712 246 C696 308 650 330 600 330 C550 330 504 308 488 246 Z');
  }
  const folds = line('M880 560 Q905 640 896 720', t.line, 4, 0.2) + line('M320 560 Q295 640 304 720', t.line, 4, 0.2);
  return { outline, box: [236, 1152], texture: 'knit', over: hemBand + cuffs + neck + folds };
}

/** Long-sleeve top, plain or Breton-striped: a tee outline with long sleeves. */
export function longTee(t: Tone, view: View, striped: boolean): Drawing {
  const neckY = view === 'front' ? 290 : 256;
  const outline = sym(
    [600, neckY],
    [
      [
        [642, neckY],
        [680, neckY - 16],
        [690, 238],
      ],
      [836, 272],
      [
        [890, 320],
        [930, 620],
        [956, 1010],
      ],
      [884, 1024],
      [838, 480],
      [
        [834, 700],
        [846, 1000],
        [848, 1120],
      ],
      [600, 1124],
    ],
  );
  const cuffs = twin([886, 990], [[953, 980]])
    .map((d) => stitch(d, t.stitch))
    .join('');
  const hem = stitch('M356 1096 L844 1096', t.stitch);
  const neck =
    view === 'front'
      ? innerNeck('M510 238 C522 276 560 290 600 290 C640 290 678 276 690 238 Q600 260 510 238 Z', t) +
        line('M504 250 C518 298 560 310 600 310 C640 310 682 298 696 250', t.line, 3, 0.5)
      : line('M510 252 Q600 272 690 252', t.line, 3, 0.5);
  return { outline, box: [238, 1124], texture: striped ? 'stripe' : undefined, over: neck + cuffs + hem };
}
