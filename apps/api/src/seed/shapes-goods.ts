import { el, line, luminance, mix, shape, stitch, tone, type Drawing, type Tone, type View } from './svg-kit.ts';

export type ShoeCut = 'trainer' | 'loafer' | 'boot';

/** Side-view uppers, toe to the right, standing on a sole whose top is at y 1012. */
const UPPERS: Record<ShoeCut, string> = {
  trainer:
    'M262 1012C248 950 250 880 272 820C290 792 340 790 380 806C420 822 460 836 500 830C510 790 530 770 560 772C585 774 590 790 588 800C680 850 800 900 880 930C950 955 965 990 950 1012Z',
  loafer:
    'M262 1012C252 950 256 860 282 836C370 858 470 866 540 846C600 810 690 800 760 822C850 852 930 920 950 966C958 992 955 1010 945 1012Z',
  boot: 'M262 1012C250 900 262 700 272 560L274 520L316 520L318 560L480 562C486 700 506 800 560 840C680 870 820 900 890 930C955 955 965 995 950 1012Z',
};

function sole(cut: ShoeCut, colour: string): string {
  const depth = cut === 'loafer' ? 30 : cut === 'boot' ? 72 : 78;
  const y = 1012 + depth;
  const d = `M244 1010L930 1010C958 1012 968 ${1010 + depth * 0.35} 962 ${1010 + depth * 0.6}C954 ${y - 6} 930 ${y} 900 ${y}L290 ${y}C258 ${y} 242 ${y - 14} 242 ${y - depth / 2}Z`;
  const edge = mix(colour, '#000000', 0.25);
  let out = shape(d, colour, edge, 3);
  if (cut === 'trainer') out += line('M246 1036L960 1036', edge, 3, 0.5) + line('M252 1064L950 1064', edge, 2, 0.3);
  if (cut === 'loafer') out += shape('M258 1010h118v70h-118Z', mix(colour, '#000000', 0.15), edge, 3);
  if (cut === 'boot')
    out += [320, 410, 500, 590, 680, 770, 860].map((x) => line(`M${x} 1066L${x + 26} 1084`, mix(colour, '#000000', 0.45), 7, 0.8)).join('');
  return out;
}

function shoeDetails(cut: ShoeCut, t: Tone, accent: string): string {
  const lace = mix(t.base, '#ffffff', 0.75);
  // The heel tab contrasts with the upper: navy on pale leather, ecru on dark.
  const tab = luminance(t.base) > 0.35 ? '#2b3a55' : '#e9e4d8';
  if (cut === 'trainer') {
    const laces = [0, 1, 2, 3, 4]
      .map((i) => {
        const x = 548 + i * 34;
        const y = 806 + i * 16;
        return line(`M${x - 16} ${y - 18}L${x + 16} ${y + 14}`, lace, 10, 1);
      })
      .join('');
    return (
      shape('M500 830C540 850 640 880 720 880L700 860C640 850 580 830 560 800Z', t.dark) +
      shape('M262 1012C248 950 250 880 272 820L322 828C306 880 306 950 318 1012Z', tab, mix(tab, '#000000', 0.3), 2) +
      line('M380 1010C430 940 520 900 650 906', t.line, 3, 0.5) +
      line('M830 1010C820 962 848 928 890 934', t.line, 3, 0.55) +
      stitch('M300 990L930 990', t.stitch) +
      laces
    );
  }
  if (cut === 'loafer') {
    return (
      line('M282 836C370 858 470 866 540 846', t.deep, 12, 0.85) +
      stitch('M548 850C600 818 690 812 760 834C840 862 900 912 930 958', t.stitch) +
      shape('M556 872C620 852 700 852 764 872L760 904C700 886 620 886 560 904Z', t.base, t.line, 3) +
      el('ellipse', { cx: 660, cy: 884, rx: 24, ry: 6, fill: t.deep })
    );
  }
  return (
    el('path', { d: 'M340 564L440 564L428 780Q390 818 352 780Z', fill: 'url(#rib)', stroke: t.line, 'stroke-width': 3 }) +
    shape('M274 520h42v44h-42Z', accent, mix(accent, '#000000', 0.3), 2) +
    stitch('M560 852C680 882 820 910 900 944', t.stitch) +
    line('M272 562L480 564', t.deep, 8, 0.7)
  );
}

/** A pair of shoes from the side (cover), or one shoe turned the other way (hover). */
export function shoes(t: Tone, view: View, cut: ShoeCut, soleColour: string): Drawing {
  const outline = UPPERS[cut];
  const top = cut === 'boot' ? 520 : cut === 'loafer' ? 800 : 770;
  const front = sole(cut, soleColour) + shoeDetails(cut, t, soleColour);
  if (view === 'back') {
    // Mirrored about the centre, so the toe points left: a clearly different view for the hover swap.
    return { outline, box: [top, 1100], maxScale: 1.3, floorWidth: 400, centreX: 602, over: front, flip: true };
  }
  const dark = tone(t.dark);
  const back =
    `<g transform="translate(-56 -44)">${shape(outline, dark.base)}${el('path', { d: outline, fill: 'url(#sh)' })}` +
    `${sole(cut, mix(soleColour, '#000000', 0.12))}${shoeDetails(cut, dark, mix(soleColour, '#000000', 0.12))}</g>`;
  return { outline, box: [top - 44, 1100], maxScale: 1.22, floorWidth: 420, centreX: 574, under: back, over: front, focus: [560, 900] };
}

export type BagCut = 'tote' | 'crossbody' | 'backpack';

export function bag(t: Tone, view: View, cut: BagCut, trim: string): Drawing {
  const back = view === 'back';
  const hardware = '#c2a36b';
  if (cut === 'tote') {
    const outline = 'M330 620L870 620L900 1236Q902 1270 868 1270L332 1270Q298 1270 300 1236Z';
    const handle = (dx: number, c: string) => line(`M${450 + dx} 650C${450 + dx} 400 ${750 + dx} 400 ${750 + dx} 650`, c, 34, 1);
    return {
      outline,
      box: [410, 1270],
      maxScale: 1.2,
      floorWidth: 420,
      under: handle(back ? 0 : 24, t.dark),
      over:
        (back ? '' : handle(0, t.base) + line('M450 650C450 400 750 400 750 650', t.line, 3, 0.35)) +
        stitch('M332 664L868 664', t.stitch) +
        line('M312 1200L888 1200', t.line, 3, 0.45) +
        (back ? '' : shape('M560 700h80v60h-80Z', trim, mix(trim, '#000000', 0.3), 2)),
      focus: [600, 640],
    };
  }
  if (cut === 'crossbody') {
    const outline = 'M400 760h400q40 0 40 40v240q0 40-40 40h-400q-40 0-40-40v-240q0-40 40-40Z';
    const strap = line('M376 790C390 360 810 360 824 790', t.dark, 16, 1);
    const flap = back
      ? stitch('M380 800L820 800', t.stitch)
      : shape('M360 800Q360 760 400 760L800 760Q840 760 840 800L840 930Q600 996 360 930Z', t.base, t.line, 3) +
        stitch('M378 806L378 920Q600 976 822 920L822 806', t.stitch) +
        el('circle', { cx: 600, cy: 950, r: 18, fill: hardware, stroke: mix(hardware, '#000000', 0.3), 'stroke-width': 3 });
    return { outline, box: [420, 1080], maxScale: 1.3, floorWidth: 320, under: strap, over: flap, focus: [600, 900] };
  }
  const outline = 'M380 1250L380 620C380 430 820 430 820 620L820 1250Q820 1282 788 1282L412 1282Q380 1282 380 1250Z';
  const handle = line('M540 470C540 400 660 400 660 470', t.dark, 20, 1);
  const straps = back
    ? shape('M430 560C460 800 440 1000 450 1240L520 1240C510 1000 530 800 500 560Z', t.dark) +
      shape('M770 560C740 800 760 1000 750 1240L680 1240C690 1000 670 800 700 560Z', t.dark)
    : '';
  const front = back
    ? ''
    : shape('M430 900Q430 870 460 870L740 870Q770 870 770 900L770 1200Q770 1230 740 1230L460 1230Q430 1230 430 1200Z', t.base, t.line, 3) +
      line('M450 930L750 930', '#3b3a38', 5, 0.8) +
      shape('M700 918h14v40h-14Z', trim, undefined) +
      stitch('M404 640C404 470 796 470 796 640', t.stitch) +
      shape('M588 760h24v60h-24Z', trim);
  return { outline, box: [400, 1282], maxScale: 1.2, floorWidth: 340, under: handle, over: straps + front, focus: [600, 760] };
}

export type AccessoryCut = 'scarf' | 'scarf-plain' | 'beanie' | 'cap' | 'belt' | 'cardholder';

export function accessory(t: Tone, view: View, cut: AccessoryCut, accent: string): Drawing {
  const back = view === 'back';
  switch (cut) {
    case 'scarf':
    case 'scarf-plain': {
      // Folded over a rail: two hanging ends, the back one shorter and in shade.
      const outline = 'M454 300Q556 270 650 300L640 1150L470 1150ZM560 292Q660 264 750 292L740 1060L600 1060Z';
      const fringe = (x0: number, x1: number, y: number) =>
        Array.from({ length: 12 }, (_, i) => line(`M${Math.round(x0 + ((x1 - x0) * i) / 11)} ${y}l0 48`, t.line, 5, 0.8)).join('');
      return {
        outline,
        box: [270, 1200],
        texture: cut === 'scarf' ? 'check' : 'knit',
        flip: back,
        under: fringe(604, 736, 1062),
        over:
          el('path', { d: 'M650 296Q700 280 750 292L740 1060L642 1060Z', fill: '#000000', 'fill-opacity': 0.16 }) +
          line('M648 300L640 1148', t.deep, 6, 0.35) +
          line('M456 300Q556 276 650 302', t.light, 6, 0.5) +
          fringe(474, 636, 1152),
        focus: [600, 900],
      };
    }
    case 'beanie': {
      const outline = 'M384 900C384 560 816 560 816 900Z';
      const cuff = el('path', {
        d: 'M366 884Q600 866 834 884L838 1050Q600 1068 362 1050Z',
        fill: 'url(#rib)',
        stroke: t.line,
        'stroke-width': 3,
      });
      const patch = back ? '' : shape('M560 930h80v70h-80Z', accent, mix(accent, '#000000', 0.3), 2);
      return { outline, box: [620, 1060], maxScale: 1.4, floorWidth: 300, texture: 'knit', over: cuff + patch, focus: [600, 880] };
    }
    case 'cap': {
      // Side view, peak to the right; the hover shot turns it round.
      const outline = 'M330 930C330 760 470 676 620 676C780 676 862 790 868 930Z';
      const seams = line('M612 678Q520 780 500 930', t.line, 3, 0.5) + line('M612 678Q730 780 750 930', t.line, 3, 0.5);
      const top = el('circle', { cx: 612, cy: 678, r: 13, fill: t.base, stroke: t.line, 'stroke-width': 3 });
      const strap = shape('M350 930C350 890 378 872 406 872C434 872 452 896 452 930Z', t.deep) + line('M346 914L456 914', accent, 10, 1);
      const brim =
        shape('M820 962C900 992 1000 990 1050 960C1040 984 970 1004 880 1002C846 998 826 984 820 962Z', t.deep) +
        shape('M790 930C860 904 980 914 1050 960C1000 990 900 992 820 962Z', t.base, t.line, 3) +
        shape('M790 930C860 904 980 914 1050 960C1000 990 900 992 820 962Z', 'url(#sh)') +
        stitch('M850 924C920 920 980 936 1018 958', t.stitch);
      const eyelets = [540, 720].map((x) => el('circle', { cx: x, cy: 740, r: 6, fill: t.deep })).join('');
      return {
        outline,
        box: [660, 1004],
        maxScale: 1.35,
        floorWidth: 380,
        centreX: 690,
        flip: back,
        under: brim,
        over: seams + strap + eyelets + top + stitch('M336 904Q600 886 862 904', t.stitch),
        focus: [760, 860],
      };
    }
    case 'belt': {
      const outline = 'M300 900a300 170 0 1 0 600 0a300 170 0 1 0-600 0ZM362 900a238 118 0 1 0 476 0a238 118 0 1 0-476 0Z';
      const holes = [640, 690, 740].map((x) => el('circle', { cx: x, cy: 1040, r: 7, fill: t.deep })).join('');
      const buckle = back ? '' : shape('M500 1010h90v88h-90Z', 'none', '#b8a27a', 12) + line('M545 1010v88', '#b8a27a', 8, 1);
      return {
        outline,
        evenOdd: true,
        box: [730, 1070],
        maxScale: 1.4,
        floorWidth: 340,
        over: stitch('M318 900a282 152 0 1 0 564 0a282 152 0 1 0-564 0', t.stitch) + holes + buckle,
        focus: [560, 1000],
      };
    }
    case 'cardholder': {
      const outline = 'M380 760h440q30 0 30 30v300q0 30-30 30h-440q-30 0-30-30v-300q0-30 30-30Z';
      const slots = back
        ? ''
        : [840, 900, 960].map((y) => line(`M370 ${y}L830 ${y}`, t.line, 4, 0.6)).join('') +
          line('M380 820Q600 860 820 820', t.deep, 6, 0.5);
      return {
        outline,
        box: [760, 1120],
        maxScale: 1.35,
        floorWidth: 300,
        over: slots + stitch('M364 776h472v328h-472Z', t.stitch),
        focus: [600, 900],
      };
    }
  }
}
