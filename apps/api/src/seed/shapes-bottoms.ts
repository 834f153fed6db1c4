import { button, el, line, shape, stitch, sym, twin, type Drawing, type Tone, type View } from './svg-kit.ts';
import { shirtCollar } from './shapes-tops.ts';

const DENIM_THREAD = '#c99a5a';
const RIVET = '#b07a45';

export interface LegCut {
  /** Outer and inner x of the right leg's hem. */
  hemOuter: number;
  hemInner: number;
  /** y of the hem: 1336 for full length, about 720 for shorts. */
  hemY: number;
}

export const CUTS = {
  wide: { hemOuter: 890, hemInner: 614, hemY: 1336 },
  straight: { hemOuter: 826, hemInner: 640, hemY: 1336 },
  tapered: { hemOuter: 792, hemInner: 654, hemY: 1336 },
  shorts: { hemOuter: 846, hemInner: 618, hemY: 730 },
} satisfies Record<string, LegCut>;

/** Right leg from the waistband to the crotch, mirrored for the left. */
function legOutline(c: LegCut): string {
  const long = c.hemY > 1000;
  return sym(
    [600, 210],
    [
      [792, 210],
      long
        ? [
            [808, 520],
            [c.hemOuter - 14, 900],
            [c.hemOuter, c.hemY],
          ]
        : [
            [808, 420],
            [c.hemOuter - 6, 600],
            [c.hemOuter, c.hemY],
          ],
      [c.hemInner, c.hemY + 4],
      long
        ? [
            [c.hemInner - 8, 1000],
            [612, 720],
            [600, 570],
          ]
        : [
            [c.hemInner - 4, 660],
            [608, 600],
            [600, 570],
          ],
    ],
  );
}

const waistband = (t: Tone) =>
  shape('M408 210 L792 210 L794 266 L406 266 Z', t.base, t.line, 3) +
  [446, 560, 640, 754].map((x) => shape(`M${x - 9} 204 h18 v72 h-18 Z`, t.base, t.line, 2.5)).join('');

/** Tailored trousers or shorts: waistband, fly, slant pockets and pressed creases. */
export function trousers(t: Tone, view: View, c: LegCut): Drawing {
  const outline = legOutline(c);
  const long = c.hemY > 1000;
  const crease = twin([702, 270], [[(c.hemOuter + c.hemInner) / 2, c.hemY - 6]])
    .map((d) => line(d, t.light, 4, 0.55))
    .join('');
  const hems = twin([c.hemInner + 4, c.hemY - 22], [[c.hemOuter - 2, c.hemY - 22]])
    .map((d) => stitch(d, t.stitch))
    .join('');
  const folds = long ? line('M660 1180 Q700 1200 740 1178', t.line, 4, 0.22) + line('M460 1150 Q500 1172 540 1150', t.line, 4, 0.22) : '';
  const box = [200, c.hemY + 4] as const;
  if (view === 'back') {
    const welts =
      twin([660, 380], [[760, 380]])
        .map((d) => line(d, t.line, 5, 0.6))
        .join('') +
      button(710, 400, 8, t) +
      button(490, 400, 8, t);
    const dart = twin([710, 270], [[712, 350]])
      .map((d) => line(d, t.line, 3, 0.4))
      .join('');
    return { outline, box, over: waistband(t) + line('M600 268 L600 560', t.line, 3, 0.5) + welts + dart + crease + hems + folds };
  }
  const fly = stitch('M636 270 L636 470 Q636 520 602 536', t.stitch) + line('M600 268 L600 560', t.line, 3, 0.5);
  const pockets = twin([726, 268], [[798, 420]])
    .map((d) => line(d, t.line, 4, 0.6))
    .join('');
  const pleats = twin([680, 268], [[686, 380]])
    .map((d) => line(d, t.line, 3, 0.45))
    .join('');
  return { outline, box, focus: [690, 360], over: waistband(t) + button(600, 238, 9, t) + fly + pockets + pleats + crease + hems + folds };
}

/** Five-pocket jeans with contrast stitching, rivets and a little wear at the hips. */
export function jeans(t: Tone, view: View, c: LegCut): Drawing {
  const outline = legOutline(c);
  const thread = DENIM_THREAD;
  const band = shape('M408 210 L792 210 L794 262 L406 262 Z', t.base, t.line, 3) + stitch('M410 252 L790 252', thread);
  const loops = [430, 560, 640, 770].map((x) => shape(`M${x - 8} 204 h16 v66 h-16 Z`, t.base, t.line, 2.5)).join('');
  const outseams = twin(
    [796, 270],
    [
      [
        [812, 600],
        [c.hemOuter - 10, 1000],
        [c.hemOuter - 4, c.hemY - 4],
      ],
    ],
  )
    .map((d) => line(d, t.line, 3, 0.4))
    .join('');
  const hems = twin([c.hemInner + 4, c.hemY - 24], [[c.hemOuter - 2, c.hemY - 24]])
    .map((d) => stitch(d, thread))
    .join('');
  const wear =
    twin(
      [560, 480],
      [
        [
          [575, 492],
          [590, 500],
          [596, 520],
        ],
      ],
    )
      .map((d) => line(d, '#ffffff', 6, 0.12))
      .join('') +
    twin(
      [690, 900],
      [
        [
          [720, 910],
          [760, 905],
          [780, 896],
        ],
      ],
    )
      .map((d) => line(d, '#ffffff', 7, 0.1))
      .join('');
  const box = [200, c.hemY + 4] as const;
  if (view === 'back') {
    const yoke = line('M408 330 L600 378 L792 330', t.line, 3, 0.6) + stitch('M408 342 L600 390 L792 342', thread);
    const pockets =
      twin(
        [640, 420],
        [
          [770, 408],
          [776, 548],
          [712, 580],
          [650, 552],
        ],
        true,
      )
        .map((d) => shape(d, t.base, t.line, 3))
        .join('') +
      twin(
        [650, 434],
        [
          [764, 423],
          [768, 540],
          [712, 566],
          [660, 542],
        ],
        true,
      )
        .map((d) => stitch(d, thread))
        .join('') +
      twin(
        [670, 480],
        [
          [
            [710, 500],
            [740, 470],
            [752, 500],
          ],
        ],
      )
        .map((d) => stitch(d, thread))
        .join('');
    const patch = shape('M668 216 h96 v36 h-96 Z', '#a87b52', '#7d5535', 2);
    return {
      outline,
      box,
      texture: 'twill',
      over: band + loops + patch + yoke + pockets + line('M600 390 L600 560', t.line, 3, 0.5) + outseams + hems,
    };
  }
  const pockets =
    twin(
      [690, 262],
      [
        [
          [696, 380],
          [760, 420],
          [806, 424],
        ],
      ],
    )
      .map((d) => line(d, t.line, 4, 0.7))
      .join('') +
    twin(
      [680, 262],
      [
        [
          [686, 392],
          [752, 432],
          [806, 436],
        ],
      ],
    )
      .map((d) => stitch(d, thread))
      .join('') +
    stitch('M728 262 L730 320 L780 322 L782 262', thread);
  const rivets = [
    [806, 424],
    [692, 266],
    [394, 424],
    [508, 266],
  ]
    .map(([x, y]) => el('circle', { cx: x, cy: y, r: 6, fill: RIVET }))
    .join('');
  const fly = stitch('M634 266 L634 470 Q634 520 602 536', thread) + line('M600 262 L600 560', t.line, 3, 0.5);
  return {
    outline,
    box,
    texture: 'twill',
    focus: [700, 360],
    over:
      band +
      loops +
      el('circle', { cx: 600, cy: 236, r: 11, fill: '#b9b4aa', stroke: '#6e6a62', 'stroke-width': 3 }) +
      pockets +
      rivets +
      fly +
      outseams +
      wear +
      hems,
  };
}

export type DressCut = 'midi' | 'slip' | 'shirt';

/** Dresses: fitted bodice, waist seam and a flared skirt with soft folds. */
export function dress(t: Tone, view: View, cut: DressCut): Drawing {
  const back = view === 'back';
  const neck = back ? (cut === 'slip' ? 372 : 268) : cut === 'shirt' ? 236 : 410;
  const bodice =
    cut === 'slip'
      ? ([
          [
            [640, neck - 8],
            [684, 372],
            [704, 356],
          ],
          [
            [730, 380],
            [748, 400],
            [760, 410],
          ],
        ] as const)
      : cut === 'shirt'
        ? ([
            [686, 228],
            [780, 262],
            [900, 520],
            [826, 560],
            [770, 420],
          ] as const)
        : ([
            [
              [640, neck - 50],
              [672, 290],
              [682, 236],
            ],
            [772, 254],
            [862, 384],
            [800, 424],
            [768, 386],
          ] as const);
  const outline = sym(
    [600, neck],
    [
      ...(bodice as never as []),
      [
        [752, 480],
        [740, 560],
        [742, 640],
      ],
      [
        [790, 860],
        [872, 1150],
        [912, 1330],
      ],
      [
        [800, 1350],
        [700, 1356],
        [600, 1356],
      ],
    ],
  );
  const waist = line('M458 640 Q600 654 742 640', t.line, 3, 0.55);
  const folds =
    ['M548 662 Q530 1000 486 1338', 'M650 662 Q676 1000 720 1344', 'M700 660 Q760 980 830 1330', 'M500 660 Q448 980 380 1328']
      .map((d, i) => line(d, i % 2 ? t.dark : t.light, 6, 0.28))
      .join('') + stitch('M300 1318 Q600 1346 900 1318', t.stitch);
  const box = [cut === 'slip' ? 210 : 222, 1356] as const;
  let top = '';
  let under = '';
  if (cut === 'slip') {
    under = twin([688, 362], [[704, 212]])
      .map((d) => line(d, t.dark, 9, 1))
      .join('');
    if (!back) top = shape(`M504 360 Q600 330 696 360 C684 374 640 ${neck - 8} 600 ${neck} C560 ${neck - 8} 516 374 504 360 Z`, t.deep);
  } else if (cut === 'shirt') {
    top = shirtCollar(t, view);
    if (!back)
      top +=
        line('M580 316 L580 640', t.line, 3, 0.45) +
        line('M620 316 L620 640', t.line, 3, 0.45) +
        [360, 450, 540].map((y) => button(600, y, 10, t)).join('');
    top += shape('M452 622 Q600 640 748 622 L748 662 Q600 680 452 662 Z', t.base, t.line, 3);
  } else if (!back) {
    top = shape(`M518 236 Q600 258 682 236 C672 290 640 ${neck - 50} 600 ${neck} C560 ${neck - 50} 528 290 518 236 Z`, t.deep);
  } else {
    top = line('M518 272 Q600 290 682 272', t.line, 3, 0.5);
  }
  return { outline, box, under, focus: [600, 560], floorWidth: 380, over: top + (cut === 'shirt' ? '' : waist) + folds };
}
