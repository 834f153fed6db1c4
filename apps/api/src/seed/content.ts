import type { AnySize } from '@atelier/contract/catalogue';
import type { ColourName } from './palette.ts';
import type { ShapeName } from './shapes.ts';

/** Words of the demo shop: categories, collections, fabrics and their care. */

export const CATEGORIES = [
  {
    slug: 'dresses',
    name: 'Dresses',
    code: 'DRS',
    description: 'Easy midis, bias-cut slips and crisp shirt dresses in linen, silk and cotton, cut to move with you from desk to dinner.',
    picture: {
      layout: 'row',
      items: [
        ['dress-slip', 'Bottle Green'],
        ['dress-shirt', 'Light Blue'],
        ['dress-midi', 'Terracotta'],
      ],
    },
  },
  {
    slug: 'tops',
    name: 'Tops',
    code: 'TOP',
    description: 'Heavyweight organic cotton tees, ribbed vests and Breton stripes: the everyday layers everything else is built on.',
    picture: {
      layout: 'row',
      items: [
        ['tank', 'Black'],
        ['long-tee', 'Navy Stripe'],
        ['tee', 'Sage'],
      ],
    },
  },
  {
    slug: 'shirts',
    name: 'Shirts',
    code: 'SHI',
    description: 'Oxford button-downs, relaxed linen and camp collars, garment-washed for a soft hand and cut with room to breathe.',
    picture: {
      layout: 'row',
      items: [
        ['shirt', 'White'],
        ['shirt-short', 'Rust'],
        ['shirt', 'Light Blue'],
      ],
    },
  },
  {
    slug: 'trousers',
    name: 'Trousers',
    code: 'TRS',
    description: 'Tailored wide legs, pressed chinos and summer linen shorts, with proper pockets and a waistband that stays put.',
    picture: {
      layout: 'row',
      items: [
        ['trousers-tapered', 'Navy'],
        ['shorts', 'Stone'],
        ['trousers-wide', 'Camel'],
      ],
    },
  },
  {
    slug: 'jeans',
    name: 'Jeans',
    code: 'JNS',
    description: 'Straight, slim and wide-leg jeans in Japanese and organic denim, finished with copper rivets and tonal bar tacks.',
    picture: {
      layout: 'row',
      items: [
        ['jeans-wide', 'Light Wash'],
        ['jeans-slim', 'Washed Black'],
        ['jeans-straight', 'Indigo'],
      ],
    },
  },
  {
    slug: 'knitwear',
    name: 'Knitwear',
    code: 'KNT',
    description: 'Merino, lambswool and Mongolian cashmere, knitted in Scotland and Italy and made to be worn for years.',
    picture: {
      layout: 'row',
      items: [
        ['cardigan', 'Sage'],
        ['jumper', 'Burgundy'],
        ['jumper', 'Oatmeal'],
      ],
    },
  },
  {
    slug: 'jackets-coats',
    name: 'Jackets & Coats',
    code: 'JKT',
    description: 'Wool overcoats, gabardine trenches and recycled-nylon bombers: outerwear for every kind of British weather.',
    picture: {
      layout: 'row',
      items: [
        ['trench', 'Stone'],
        ['bomber', 'Olive'],
        ['coat', 'Camel'],
      ],
    },
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    code: 'SHO',
    description: 'Leather court trainers, penny loafers and suede Chelsea boots, Blake-stitched in Portugal and Spain.',
    picture: {
      layout: 'stack',
      items: [
        ['trainers', 'White'],
        ['loafers', 'Burgundy'],
        ['boots', 'Tan'],
      ],
    },
  },
  {
    slug: 'bags',
    name: 'Bags',
    code: 'BAG',
    description: 'Heavy canvas totes, vegetable-tanned leather crossbodies and recycled-nylon backpacks for every commute.',
    picture: {
      layout: 'row',
      items: [
        ['tote', 'Ecru'],
        ['backpack', 'Navy'],
        ['crossbody', 'Camel'],
      ],
    },
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    code: 'ACC',
    description: 'Lambswool scarves, ribbed beanies, leather belts and card holders: the small things that finish an outfit.',
    picture: {
      layout: 'small',
      items: [
        ['scarf', 'Camel Check'],
        ['beanie', 'Rust'],
        ['cap', 'Navy'],
      ],
    },
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  code: string;
  description: string;
  picture: { layout: 'row' | 'small' | 'stack'; items: readonly (readonly [ShapeName, ColourName])[] };
}[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const COLLECTIONS = [
  {
    slug: 'new-in',
    name: 'New In',
    description: 'Just landed: the newest pieces from our studio, in small runs and this season’s colours.',
  },
  {
    slug: 'summer',
    name: 'Summer',
    description: 'Linen, poplin and light cotton for long days, warm evenings and weekends away.',
  },
  {
    slug: 'essentials',
    name: 'Essentials',
    description: 'The pieces we never stop making: organic tees, Oxford shirts, merino knits and jeans that last.',
  },
] as const;

export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];

/** Composition and care, printed under "Care" on the product page. */
export const FABRICS = {
  linen:
    '100% European flax linen. Machine wash at 30°C on a gentle cycle. Do not tumble dry. Iron on a medium heat while slightly damp; linen softens with every wash.',
  cottonLinen: '55% linen, 45% organic cotton. Machine wash at 30°C with similar colours. Line dry in the shade. Warm iron.',
  jersey:
    '100% organic cotton jersey, 220gsm. Machine wash at 30°C inside out with similar colours. Reshape while damp and dry flat. Cool iron on the reverse.',
  rib: '95% organic cotton, 5% elastane. Machine wash at 30°C. Dry flat. Do not iron the rib.',
  poplin: '100% organic cotton poplin. Machine wash at 40°C. Hang to dry and iron on a hot setting while slightly damp.',
  oxford: '100% cotton Oxford cloth. Machine wash at 40°C. Hang on a hanger to dry to keep ironing to a minimum. Hot iron.',
  flannel: '100% brushed cotton flannel. Machine wash at 30°C inside out. Do not tumble dry. Warm iron.',
  silk: '100% mulberry silk. Hand wash cold with a silk detergent or dry clean. Do not wring. Cool iron on the reverse.',
  crepe: '100% LENZING™ ECOVERO™ viscose crepe. Hand wash cold or machine wash at 30°C on a delicate cycle. Do not tumble dry. Cool iron.',
  broderie:
    '100% cotton broderie anglaise, lined in cotton voile. Machine wash at 30°C on a gentle cycle. Line dry. Warm iron on the reverse.',
  suiting: '98% wool, 2% elastane tropical suiting, lined to the knee. Dry clean only. Steam to refresh between wears.',
  twill: '98% organic cotton, 2% elastane twill. Machine wash at 30°C inside out. Line dry. Warm iron.',
  cord: '100% cotton 8-wale corduroy. Machine wash at 30°C inside out. Do not tumble dry. Iron on the reverse with a cloth.',
  rigidDenim:
    '100% cotton 13.5oz Japanese denim. Wash as little as possible: cold, inside out, with similar colours. Line dry. Expect some natural fading.',
  stretchDenim:
    '92% organic cotton, 6% recycled polyester, 2% elastane denim. Machine wash at 30°C inside out with similar colours. Line dry.',
  organicDenim: '100% organic cotton 12oz denim. Machine wash at 30°C inside out with similar colours. Line dry. Warm iron.',
  merino:
    '100% extra-fine merino wool, 18.5 micron. Hand wash cold or machine wash on a wool cycle. Dry flat in the shade. Fold, do not hang.',
  lambswool:
    '100% Geelong lambswool, knitted in Scotland. Hand wash cold with a wool detergent. Dry flat. Store folded with cedar to keep moths away.',
  cashmere:
    '100% Grade A Mongolian cashmere. Hand wash cold with a cashmere shampoo, press out the water in a towel and dry flat. Pilling is natural; use a cashmere comb.',
  britishWool: '100% British wool, spun and knitted in England. Hand wash cold. Dry flat away from heat. Store folded.',
  cottonKnit: '100% organic cotton knit. Machine wash at 30°C on a wool cycle. Dry flat. Cool iron.',
  alpaca: '45% baby alpaca, 35% merino wool, 20% recycled polyamide. Hand wash cold. Dry flat. Fold to store.',
  coatWool: '80% wool, 20% polyamide melton, fully lined in recycled viscose twill. Dry clean only. Brush and air between wears.',
  cashmereCoat: '90% wool, 10% cashmere double-faced cloth, woven in Italy. Dry clean only. Hang on a shaped hanger.',
  gabardine: '100% cotton gabardine with a water-repellent finish, lined in cotton check. Dry clean only. Do not tumble dry.',
  linenBlazer: '100% linen, half-lined in cupro. Dry clean only. Steam to ease creases.',
  blazerWool: '70% recycled wool, 30% polyester, lined in viscose. Dry clean only.',
  nylon: 'Shell 100% recycled nylon, lining 100% recycled polyester. Machine wash at 30°C, zips closed. Do not tumble dry. Do not iron.',
  down: 'Shell 100% recycled nylon, filling 90% recycled down, 10% feather (RDS certified). Machine wash at 30°C on a gentle cycle and tumble dry low with dryer balls to restore the loft.',
  canvasJacket: '100% organic cotton 10oz canvas. Machine wash at 30°C inside out. Line dry. The canvas softens and fades with wear.',
  leatherShoe:
    'Upper 100% calf leather, leather lining, rubber sole. Wipe clean with a damp cloth and treat with a neutral leather cream. Use shoe trees to keep the shape.',
  canvasShoe:
    'Upper 100% organic cotton canvas, natural rubber sole. Spot clean with a soft brush and mild soap. Air dry away from direct heat.',
  suedeShoe:
    'Upper 100% calf suede, leather lining, rubber sole. Brush with a suede brush and protect with a suede spray before first wear. Keep away from heat when wet.',
  loaferLeather:
    'Upper 100% calf leather, leather lining, Blake-stitched leather sole. Polish with a matching cream. Use shoe trees between wears.',
  canvasBag: '100% organic cotton 16oz canvas with leather trims. Spot clean only. Do not machine wash or tumble dry.',
  leatherBag:
    '100% vegetable-tanned cow leather, cotton lining, brass hardware. Wipe with a dry cloth. Treat with a leather balm now and then. Keep out of prolonged sunlight.',
  suedeBag: '100% cow suede, cotton lining. Brush gently with a suede brush. Protect with a suede spray and keep away from rain.',
  nylonBag:
    'Shell 100% recycled nylon with a water-repellent finish, lining 100% recycled polyester. Spot clean with a damp cloth. Do not machine wash.',
  woolScarf: '100% lambswool, woven in Scotland. Hand wash cold or dry clean. Dry flat. Store folded.',
  cashmereScarf: '100% Mongolian cashmere. Hand wash cold with a cashmere shampoo. Dry flat away from heat.',
  merinoHat: '100% extra-fine merino wool. Hand wash cold. Dry flat.',
  cottonCap: '100% organic cotton twill, adjustable brass buckle. Spot clean with a damp cloth. Do not machine wash.',
  beltLeather: '100% vegetable-tanned leather, solid brass buckle. Wipe with a dry cloth. Treat with a leather balm now and then.',
  smallLeather: '100% vegetable-tanned leather, edges hand-painted. Wipe with a dry cloth. The leather darkens beautifully with use.',
} as const;

export type FabricKey = keyof typeof FABRICS;

/** A product line: one design that the shop sells in one or more colours, each colour its own product. */
export interface ProductLine {
  name: string;
  category: CategorySlug;
  gender: 'female' | 'male' | 'unisex';
  shape: ShapeName;
  fabric: FabricKey;
  /** Full price in pence. */
  price: number;
  colours: readonly ColourName[];
  detail: string;
  collections?: readonly CollectionSlug[];
  /** Sizes it comes in; clothing, shoes (UK) and jeans (waist) default by gender, bags and accessories to ONE. */
  sizes?: readonly AnySize[];
}
