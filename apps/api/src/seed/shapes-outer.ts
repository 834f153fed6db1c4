import { button, el, line, mix, pair, shape, stitch, sym, twin, type Drawing, type Seg, type Tone, type View } from './svg-kit.ts';

const BUCKLE = '#8a7a62';

export type CoatCut = 'coat' | 'trench' | 'blazer' | 'peacoat';

const sleeveAndSide = (hemY: number): Seg[] => [
  [
    [790, 258],
    [872, 276],
    [894, 304],
  ],
  [
    [938, 420],
    [962, 720],
    [986, 1060],
  ],
  [904, 1074],
  [
    [892, 800],
    [878, 600],
    [868, 520],
  ],
  [
    [868, 800],
    [878, 1000],
    [884, hemY],
  ],
];

const cuffs = (t: Tone) =>
  twin([902, 990], [[980, 978]])
    .map((d) => line(d, t.line, 3, 0.55))
    .join('');

/** Tailored coats and jackets with notched lapels, seen from the front or back. */
export function coat(t: Tone, view: View, cut: CoatCut): Drawing {
  const blazer = cut === 'blazer';
  const hemY = blazer ? 1100 : 1330;
  const double = cut === 'trench' || cut === 'peacoat';
  const outline = sym(
    [600, 212],
    [
      [700, 222],
      ...sleeveAndSide(hemY),
      ...(blazer
        ? ([
            [
              [770, hemY + 12],
              [664, hemY + 8],
              [624, hemY - 24],
            ],
            [600, hemY - 48],
          ] as const)
        : ([[600, hemY + 4]] as const)),
    ],
  );
  const box = [206, hemY + 4] as const;
  const belt =
    cut === 'trench'
      ? shape('M362 684 L838 684 L840 736 L360 736 Z', t.base, t.line, 3) +
        shape('M414 676 h56 v68 h-56 Z', 'none', BUCKLE, 6) +
        shape(
          pair(
            [764, 262],
            [
              [862, 284],
              [860, 310],
              [762, 290],
            ],
            true,
          ),
          t.base,
          t.line,
          3,
        )
      : '';
  if (view === 'back') {
    const collar = shape('M520 222 Q600 204 680 222 L692 292 Q600 276 508 292 Z', t.base, t.line, 3);
    const seam = line(`M600 292 L600 ${hemY}`, t.line, 3, 0.5);
    const vent = blazer ? '' : line(`M612 ${hemY - 280} L612 ${hemY}`, t.line, 3, 0.5);
    const yoke = cut === 'trench' ? shape('M372 300 Q600 332 828 300 L836 520 Q600 548 364 520 Z', 'none', t.line, 3) : '';
    return { outline, box, over: collar + seam + vent + yoke + belt + cuffs(t) };
  }
  const breakY = blazer ? 620 : double ? 560 : 600;
  const edgeX = double ? 668 : 612;
  const stand = shape('M540 226 Q600 206 660 226 L656 244 Q600 232 544 244 Z', t.dark);
  // The lining shows in the V above the top button, in a shade between the cloth and its shadow.
  const lining = shape(`M546 238 Q600 252 654 238 L608 ${breakY} L592 ${breakY} Z`, mix(t.deep, t.dark, 0.4));
  const lapels =
    shape(
      pair(
        [652, 236],
        [
          [726, 262],
          [718, 332],
          [772, 346],
          [
            [740, 470],
            [edgeX + 2, breakY + 12],
          ],
          [612, breakY],
        ],
        true,
      ),
      t.base,
      t.line,
      3,
    ) +
    twin(
      [700, 300],
      [
        [
          [730, 420],
          [edgeX + 20, breakY - 20],
        ],
      ],
    )
      .map((d) => line(d, t.light, 4, 0.5))
      .join('');
  const edge = line(
    blazer
      ? `M${edgeX} ${breakY} L${edgeX} ${hemY - 60} Q${edgeX + 4} ${hemY - 20} 640 ${hemY + 4}`
      : `M${edgeX} ${breakY} L${edgeX} ${hemY}`,
    t.line,
    3,
    0.65,
  );
  const buttonRows = blazer ? [700, 850] : cut === 'coat' ? [680, 840, 1000] : [640, 780, 920];
  const buttons = buttonRows.map((y) => (double ? button(540, y, 13, t) + button(640, y, 13, t) : button(590, y, 14, t))).join('');
  const py = blazer ? 880 : 940;
  const flaps = twin(
    [664, py],
    [
      [802, py - 6],
      [804, py + 46],
      [666, py + 52],
    ],
    true,
  )
    .map((d) => shape(d, t.base, t.line, 3))
    .join('');
  const welt = blazer ? shape('M690 520 L790 508 L792 532 L692 544 Z', t.base, t.line, 3) : '';
  return {
    outline,
    box,
    focus: [680, 420],
    over: stand + lining + lapels + edge + buttons + flaps + welt + belt + cuffs(t),
  };
}

/** Ribbed-collar bomber or a quilted puffer, both zipped. */
export function zipJacket(t: Tone, view: View, cut: 'bomber' | 'puffer'): Drawing {
  const puffer = cut === 'puffer';
  const hemY = puffer ? 1150 : 1112;
  const top: Seg[] = puffer
    ? [
        [690, 196],
        [694, 240],
      ]
    : [
        [
          [644, view === 'front' ? 270 : 222],
          [680, 250],
          [690, 214],
        ],
      ];
  const outline = sym(
    [600, puffer ? 196 : view === 'front' ? 270 : 222],
    [
      ...top,
      [
        [790, 236],
        [880, 262],
        [904, 300],
      ],
      [
        [955, 430],
        [975, 760],
        [972, 944],
      ],
      [970, 1036],
      [898, 1042],
      [900, 946],
      [
        [890, 760],
        [876, 580],
        [866, 510],
      ],
      [
        [884, 760],
        [890, 960],
        [874, puffer ? hemY : 1040],
      ],
      ...(puffer
        ? ([[600, hemY + 2]] as const)
        : ([
            [862, hemY],
            [600, hemY + 2],
          ] as const)),
    ],
  );
  const rib = (d: string) => el('path', { d, fill: 'url(#rib)', stroke: t.line, 'stroke-width': 2.5, 'stroke-opacity': 0.5 });
  const cuffBands = puffer
    ? twin([900, 1000], [[970, 996]])
        .map((d) => line(d, t.line, 4, 0.6))
        .join('')
    : rib(
        pair(
          [900, 946],
          [
            [972, 944],
            [970, 1036],
            [898, 1042],
          ],
          true,
        ),
      );
  const hem = puffer ? stitch(`M320 ${hemY - 24} L880 ${hemY - 24}`, t.stitch) : rib('M326 1040 L874 1040 L862 1112 L338 1112 Z');
  const box = [puffer ? 190 : 210, hemY + 2] as const;
  let collar: string;
  if (puffer) {
    collar =
      shape('M506 190 L694 190 L696 262 Q600 278 504 262 Z', t.base, t.line, 3) +
      (view === 'front' ? shape('M520 200 Q600 182 680 200 Q600 222 520 200 Z', t.deep) : '');
  } else if (view === 'front') {
    collar =
      shape('M510 214 C522 256 560 270 600 270 C640 270 678 256 690 214 Q600 232 510 214 Z', t.deep) +
      rib('M510 214 C522 256 560 270 600 270 C640 270 678 256 690 214 L714 224 C700 290 650 304 600 304 C550 304 500 290 486 224 Z');
  } else {
    collar = rib('M510 222 Q600 240 690 222 L700 262 Q600 282 500 262 Z');
  }
  if (view === 'back') return { outline, box, texture: puffer ? 'quilt' : undefined, over: collar + cuffBands + hem };
  const zip =
    line(`M600 ${puffer ? 262 : 302} L600 ${hemY}`, '#3b3a38', 7, 0.85) +
    shape(`M592 ${puffer ? 270 : 310} h16 v40 h-16 Z`, '#9b9790', '#5b5853', 2);
  const pockets = puffer
    ? twin([690, 820], [[720, 980]])
        .map((d) => line(d, t.line, 5, 0.6))
        .join('')
    : twin([680, 740], [[716, 900]])
        .map((d) => line(d, t.line, 6, 0.6))
        .join('') + shape('M906 476 L950 472 L954 548 L912 554 Z', t.base, t.line, 3);
  return { outline, box, texture: puffer ? 'quilt' : undefined, focus: [640, 400], over: collar + zip + pockets + cuffBands + hem };
}
