import type { SizeSystem } from '@atelier/contract/catalogue';

/** The bench catalogue's words: categories in the shop's size systems, and what names and descriptions are drawn from. */
export interface CategorySpec {
  slug: string;
  name: string;
  /** Exactly six garment words, so the nouns form a rectangular SQL array. */
  nouns: [string, string, string, string, string, string];
  /** The shop's own size system for the category (R3.12): shoes in UK sizes, jeans in waist and leg. */
  system: SizeSystem;
  /** Price band in whole pounds. */
  minPounds: number;
  spanPounds: number;
}

export const CATEGORIES: CategorySpec[] = [
  {
    slug: 'dresses',
    name: 'Dresses',
    nouns: ['Midi Dress', 'Wrap Dress', 'Slip Dress', 'Shirt Dress', 'Maxi Dress', 'Tea Dress'],
    system: 'letters',
    minPounds: 45,
    spanPounds: 110,
  },
  {
    slug: 'tops',
    name: 'Tops',
    nouns: ['T-Shirt', 'Vest', 'Blouse', 'Camisole', 'Polo Shirt', 'Long-Sleeve Top'],
    system: 'letters',
    minPounds: 18,
    spanPounds: 50,
  },
  {
    slug: 'shirts',
    name: 'Shirts',
    nouns: ['Oxford Shirt', 'Overshirt', 'Camp-Collar Shirt', 'Grandad Shirt', 'Button-Down Shirt', 'Utility Shirt'],
    system: 'letters',
    minPounds: 35,
    spanPounds: 60,
  },
  {
    slug: 'trousers',
    name: 'Trousers',
    nouns: ['Wide-Leg Trousers', 'Tapered Trousers', 'Pleated Trousers', 'Cargo Trousers', 'Drawstring Trousers', 'Chinos'],
    system: 'letters',
    minPounds: 40,
    spanPounds: 70,
  },
  {
    slug: 'jeans',
    name: 'Jeans',
    nouns: ['Straight Jeans', 'Slim Jeans', 'Relaxed Jeans', 'Bootcut Jeans', 'Barrel-Leg Jeans', 'Skinny Jeans'],
    system: 'jeans',
    minPounds: 45,
    spanPounds: 60,
  },
  {
    slug: 'knitwear',
    name: 'Knitwear',
    nouns: ['Crew-Neck Jumper', 'Cardigan', 'Roll-Neck Jumper', 'V-Neck Jumper', 'Knitted Vest', 'Half-Zip Jumper'],
    system: 'letters',
    minPounds: 40,
    spanPounds: 120,
  },
  {
    slug: 'jackets-and-coats',
    name: 'Jackets & Coats',
    nouns: ['Jacket', 'Trench Coat', 'Overcoat', 'Bomber Jacket', 'Chore Jacket', 'Parka'],
    system: 'letters',
    minPounds: 80,
    spanPounds: 220,
  },
  {
    slug: 'shoes',
    name: 'Shoes',
    nouns: ['Trainers', 'Loafers', 'Chelsea Boots', 'Sandals', 'Derby Shoes', 'Espadrilles'],
    system: 'uk-shoe',
    minPounds: 50,
    spanPounds: 140,
  },
  {
    slug: 'bags',
    name: 'Bags',
    nouns: ['Tote Bag', 'Crossbody Bag', 'Backpack', 'Weekend Bag', 'Shoulder Bag', 'Bucket Bag'],
    system: 'one-size',
    minPounds: 35,
    spanPounds: 160,
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    nouns: ['Scarf', 'Beanie', 'Belt', 'Cap', 'Gloves', 'Sunglasses'],
    system: 'one-size',
    minPounds: 12,
    spanPounds: 60,
  },
];

export const ADJECTIVES = [
  'Relaxed',
  'Classic',
  'Cropped',
  'Oversized',
  'Tailored',
  'Everyday',
  'Boxy',
  'Fitted',
  'Lightweight',
  'Heavyweight',
  'Washed',
  'Textured',
  'Ribbed',
  'Soft',
  'Essential',
  'Weekend',
];
export const MATERIALS = [
  'Linen',
  'Cotton',
  'Organic Cotton',
  'Wool',
  'Merino',
  'Cashmere-Blend',
  'Denim',
  'Corduroy',
  'Leather',
  'Suede',
  'Recycled Nylon',
  'Silk',
  'Jersey',
  'Twill',
  'Canvas',
  'Poplin',
];
export const COLOURS = [
  'Black',
  'White',
  'Ecru',
  'Navy',
  'Stone',
  'Olive',
  'Camel',
  'Charcoal',
  'Sage',
  'Rust',
  'Burgundy',
  'Sky Blue',
  'Cream',
  'Chocolate',
  'Khaki',
  'Dusty Pink',
  'Cobalt',
  'Mustard',
  'Forest Green',
  'Grey Marl',
  // Shades a shopper reaches through their family word (R17.11): "grey", "neutral", "purple".
  'Slate',
  'Oatmeal',
  'Lilac',
  'Terracotta',
];
export const FITS = [
  'a relaxed fit that sits easily on the body',
  'a close, tailored fit',
  'a generous, oversized cut',
  'a straight cut that works with everything',
  'a cropped length that sits at the waist',
];
export const DETAILS = [
  'Finished with tonal stitching and a clean, minimal trim.',
  'Garment-dyed for a soft handle and a lived-in colour.',
  'Made in Portugal in a family-run workshop.',
  'Cut from responsibly sourced fibres that soften with every wear.',
  'Designed in London to be worn season after season.',
  'Lined at the key points for comfort and a neat shape.',
];
export const CARE = [
  'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Cool iron on the reverse.',
  'Hand wash cold or dry clean. Dry flat in the shade. Do not bleach.',
  'Dry clean only. Store folded to keep the shape.',
  'Wipe clean with a soft, damp cloth. Keep away from direct heat.',
  'Machine wash at 40°C with similar colours. Line dry. Warm iron.',
];
