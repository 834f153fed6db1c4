import type { ProductLine } from './content.ts';

/** Knitwear, jackets and coats, shoes, bags and accessories of the demo shop. */
export const LAYER_LINES: readonly ProductLine[] = [
  // ---------------------------------------------------------------- knitwear
  {
    name: 'Merino Crew Neck Jumper', category: 'knitwear', gender: 'male', shape: 'jumper', fabric: 'merino', price: 7900,
    colours: ['Navy', 'Charcoal', 'Oatmeal', 'Bottle Green'], collections: ['essentials'],
    detail: 'A fine-gauge jumper in extra-fine merino that is warm without bulk and soft enough to wear next to the skin. Ribbed crew neck, cuffs and hem. Knitted in Italy.',
  },
  {
    name: 'Lambswool Crew Neck Jumper', category: 'knitwear', gender: 'female', shape: 'jumper', fabric: 'lambswool', price: 8500,
    colours: ['Camel', 'Dusty Pink', 'Ecru'],
    detail: 'A relaxed crew neck in soft Geelong lambswool, with dropped shoulders and slightly balloon sleeves. Fully fashioned in a family-run mill in the Scottish Borders.',
  },
  {
    name: 'Cashmere Crew Neck Jumper', category: 'knitwear', gender: 'unisex', shape: 'jumper', fabric: 'cashmere', price: 18900,
    colours: ['Grey Marl', 'Navy', 'Camel'], collections: ['new-in'],
    detail: 'Two-ply Grade A Mongolian cashmere, knitted to a generous weight so it lasts for years rather than seasons. A classic fit with a ribbed crew neck. Knitted in Scotland.',
  },
  {
    name: 'Chunky Fisherman Jumper', category: 'knitwear', gender: 'male', shape: 'jumper', fabric: 'britishWool', price: 12900,
    colours: ['Ecru', 'Navy'],
    detail: 'A heavy gansey-style knit in undyed British wool with a dense, windproof stitch and a deep ribbed neck. Knitted in England.',
  },
  {
    name: 'Merino V-Neck Cardigan', category: 'knitwear', gender: 'female', shape: 'cardigan', fabric: 'merino', price: 8900,
    colours: ['Black', 'Sage', 'Butter Yellow'], collections: ['new-in'],
    detail: 'A neat, slightly cropped cardigan in fine merino with a deep V neck and horn-effect buttons. Wear it buttoned on its own or open over a tee. Knitted in Italy.',
  },
  {
    name: 'Lambswool Cardigan', category: 'knitwear', gender: 'male', shape: 'cardigan', fabric: 'lambswool', price: 9500,
    colours: ['Charcoal', 'Brown'],
    detail: 'A classic five-button cardigan in soft lambswool, with ribbed trims and a regular fit that layers over a shirt. Knitted in Scotland.',
  },
  {
    name: 'Organic Cotton Crew Jumper', category: 'knitwear', gender: 'unisex', shape: 'jumper', fabric: 'cottonKnit', price: 6900,
    colours: ['Ecru', 'Sky Blue'], collections: ['summer'],
    detail: 'A light, breathable knit in organic cotton for cool summer evenings, with a relaxed fit and a ribbed crew neck. Knitted in Portugal.',
  },
  {
    name: 'Alpaca Blend Cardigan', category: 'knitwear', gender: 'female', shape: 'cardigan', fabric: 'alpaca', price: 11900,
    colours: ['Oatmeal', 'Lilac'],
    detail: 'A brushed, cloud-soft cardigan in baby alpaca and merino, oversized with dropped shoulders and deep ribbed cuffs. Knitted in Peru.',
  },
  // ---------------------------------------------------------------- jackets and coats
  {
    name: 'Wool Overcoat', category: 'jackets-coats', gender: 'male', shape: 'coat', fabric: 'coatWool', price: 29500,
    colours: ['Camel', 'Charcoal', 'Navy'], collections: ['essentials'],
    detail: 'A single-breasted overcoat in a dense wool melton, with notch lapels, flap pockets and a back vent. Cut to sit over a suit or a chunky knit. Made in Romania.',
  },
  {
    name: 'Single-Breasted Wool Coat', category: 'jackets-coats', gender: 'female', shape: 'coat', fabric: 'coatWool', price: 27500,
    colours: ['Camel', 'Black'],
    detail: 'A long, softly tailored coat in wool melton with notch lapels, dropped shoulders and a concealed inside pocket. Fully lined. Made in Romania.',
  },
  {
    name: 'Classic Trench Coat', category: 'jackets-coats', gender: 'unisex', shape: 'trench', fabric: 'gabardine', price: 24500,
    colours: ['Stone', 'Navy'], collections: ['essentials'],
    detail: 'A double-breasted trench in water-repellent cotton gabardine, with epaulettes, a storm flap and a buckled belt. Lined in cotton check. Made in England.',
  },
  {
    name: 'Wool Peacoat', category: 'jackets-coats', gender: 'male', shape: 'peacoat', fabric: 'coatWool', price: 24900,
    colours: ['Navy'],
    detail: 'A naval classic in heavy wool melton with a double-breasted front, wide lapels and anchor-embossed buttons. Made in Romania.',
  },
  {
    name: 'Unstructured Linen Blazer', category: 'jackets-coats', gender: 'male', shape: 'blazer', fabric: 'linenBlazer', price: 16900,
    colours: ['Navy', 'Sand'], collections: ['summer', 'new-in'],
    detail: 'A soft, unlined blazer in washed linen with natural shoulders, patch pockets and two buttons. Packs into a weekend bag without complaint. Made in Portugal.',
  },
  {
    name: 'Oversized Blazer', category: 'jackets-coats', gender: 'female', shape: 'blazer', fabric: 'blazerWool', price: 15900,
    colours: ['Black', 'Camel'],
    detail: 'A relaxed single-breasted blazer in recycled wool, with padded shoulders, flap pockets and a longer length. Made in Romania.',
  },
  {
    name: 'Recycled Nylon Bomber Jacket', category: 'jackets-coats', gender: 'unisex', shape: 'bomber', fabric: 'nylon', price: 12900,
    colours: ['Olive', 'Black', 'Navy'],
    detail: 'A lightly padded bomber in recycled nylon with ribbed trims, a two-way zip and a utility pocket on the sleeve. Made in Portugal.',
  },
  {
    name: 'Recycled Down Puffer Jacket', category: 'jackets-coats', gender: 'unisex', shape: 'puffer', fabric: 'down', price: 19900,
    colours: ['Black', 'Bottle Green'], collections: ['new-in'],
    detail: 'Filled with certified recycled down for serious warmth at a fraction of the weight, with a stand collar and a water-repellent recycled nylon shell. Made in Lithuania.',
  },
  {
    name: 'Cotton Chore Jacket', category: 'jackets-coats', gender: 'male', shape: 'overshirt', fabric: 'canvasJacket', price: 9900,
    colours: ['Navy', 'Khaki'],
    detail: 'A French workwear classic in organic cotton canvas, with three patch pockets, corozo buttons and a boxy fit. Made in Portugal.',
  },
  {
    name: 'Double-Faced Cashmere Blend Coat', category: 'jackets-coats', gender: 'female', shape: 'coat', fabric: 'cashmereCoat', price: 39000,
    colours: ['Camel'], collections: ['new-in'],
    detail: 'Hand-finished from an Italian double-faced wool and cashmere cloth, unlined so it drapes beautifully. Notch lapels and a wrap front. Made in Italy.',
  },
  // ---------------------------------------------------------------- shoes
  {
    name: 'Leather Court Trainers', category: 'shoes', gender: 'unisex', shape: 'trainers', fabric: 'leatherShoe', price: 12000,
    colours: ['White', 'Black', 'Sage'], collections: ['essentials'],
    detail: 'Minimal low-top trainers in smooth calf leather on a stitched natural rubber cupsole, with a cushioned leather footbed. Made in Portugal.',
  },
  {
    name: 'Canvas Low-Top Trainers', category: 'shoes', gender: 'unisex', shape: 'trainers', fabric: 'canvasShoe', price: 6500,
    colours: ['Ecru', 'Navy', 'Olive'], collections: ['summer'],
    detail: 'A vulcanised plimsoll in organic cotton canvas on a natural rubber sole. Light, flexible and easy to wear all summer. Made in Portugal.',
  },
  {
    name: 'Suede Trainers', category: 'shoes', gender: 'male', shape: 'trainers', fabric: 'suedeShoe', price: 13000,
    colours: ['Sand', 'Navy'],
    detail: 'A retro-shaped trainer in soft calf suede, with a padded collar and a gum rubber sole. Made in Portugal.',
  },
  {
    name: 'Leather Penny Loafers', category: 'shoes', gender: 'unisex', shape: 'loafers', fabric: 'loaferLeather', price: 15000,
    colours: ['Black', 'Chocolate', 'Burgundy'],
    detail: 'Hand-sewn moccasin-construction loafers in polished calf leather, with a penny strap and a Blake-stitched leather sole. Made in Spain.',
  },
  {
    name: 'Suede Chelsea Boots', category: 'shoes', gender: 'male', shape: 'boots', fabric: 'suedeShoe', price: 17900,
    colours: ['Tan', 'Chocolate'], collections: ['new-in'],
    detail: 'Water-resistant calf suede Chelsea boots with elastic side gussets, a pull tab and a commando rubber sole for grip. Made in Portugal.',
  },
  {
    name: 'Leather Chelsea Boots', category: 'shoes', gender: 'female', shape: 'boots', fabric: 'leatherShoe', price: 18500,
    colours: ['Black'],
    detail: 'A sleek Chelsea boot in polished leather on a lightweight lug sole, with a slightly squared toe. Made in Portugal.',
  },
  {
    name: 'Suede Loafers', category: 'shoes', gender: 'female', shape: 'loafers', fabric: 'suedeShoe', price: 12000,
    colours: ['Tan', 'Sage'],
    detail: 'Soft unlined suede loafers with a penny strap and a flexible leather sole: as comfortable as slippers. Made in Spain.',
  },
  // ---------------------------------------------------------------- bags
  {
    name: 'Heavy Canvas Tote Bag', category: 'bags', gender: 'unisex', shape: 'tote', fabric: 'canvasBag', price: 4500,
    colours: ['Ecru', 'Navy', 'Olive'], collections: ['essentials', 'summer'],
    detail: 'A roomy tote in 16oz organic cotton canvas with long leather-trimmed handles and an inside zip pocket. Fits a laptop and the weekly shop. Made in England.',
  },
  {
    name: 'Leather Tote Bag', category: 'bags', gender: 'female', shape: 'tote', fabric: 'leatherBag', price: 22500,
    colours: ['Black', 'Tan'],
    detail: 'A structured tote in vegetable-tanned leather with a magnetic closure, a removable zip pouch and brass feet. Made in Italy.',
  },
  {
    name: 'Leather Crossbody Bag', category: 'bags', gender: 'female', shape: 'crossbody', fabric: 'leatherBag', price: 16500,
    colours: ['Burgundy', 'Black', 'Camel'], collections: ['new-in'],
    detail: 'A compact crossbody with a curved flap, a brass press-stud and an adjustable strap, in vegetable-tanned leather that softens with use. Made in Italy.',
  },
  {
    name: 'Suede Mini Crossbody Bag', category: 'bags', gender: 'female', shape: 'crossbody', fabric: 'suedeBag', price: 9500,
    colours: ['Sage', 'Chocolate'],
    detail: 'A small suede bag just big enough for a phone, cards and keys, with a long adjustable strap. Made in Spain.',
  },
  {
    name: 'Recycled Nylon Backpack', category: 'bags', gender: 'unisex', shape: 'backpack', fabric: 'nylonBag', price: 8500,
    colours: ['Black', 'Navy', 'Khaki'], collections: ['essentials'],
    detail: 'A clean-lined 20-litre backpack in water-repellent recycled nylon, with a padded laptop sleeve and a zipped front pocket. Made in Portugal.',
  },
  {
    name: 'Leather Backpack', category: 'bags', gender: 'unisex', shape: 'backpack', fabric: 'leatherBag', price: 29500,
    colours: ['Chocolate'],
    detail: 'A full-grain leather backpack with a padded laptop compartment and brass zips. It will age into something beautiful. Made in Italy.',
  },
  // ---------------------------------------------------------------- accessories
  {
    name: 'Lambswool Check Scarf', category: 'accessories', gender: 'unisex', shape: 'scarf', fabric: 'woolScarf', price: 5900,
    colours: ['Navy Check', 'Camel Check', 'Red Check'],
    detail: 'A generous scarf in brushed lambswool, woven with a traditional check and finished with a hand-twisted fringe. Woven in Scotland.',
  },
  {
    name: 'Cashmere Scarf', category: 'accessories', gender: 'unisex', shape: 'scarf-plain', fabric: 'cashmereScarf', price: 11000,
    colours: ['Grey Marl', 'Camel'], collections: ['new-in'],
    detail: 'Pure Mongolian cashmere in a fine knit, long enough to wrap twice. Light, warm and impossibly soft. Knitted in Scotland.',
  },
  {
    name: 'Ribbed Merino Beanie', category: 'accessories', gender: 'unisex', shape: 'beanie', fabric: 'merinoHat', price: 3500,
    colours: ['Navy', 'Rust', 'Grey Marl', 'Mustard'], collections: ['essentials'],
    detail: 'A classic turn-up beanie in chunky rib-knit merino, with a small woven label. Knitted in Scotland.',
  },
  {
    name: 'Cotton Twill Baseball Cap', category: 'accessories', gender: 'unisex', shape: 'cap', fabric: 'cottonCap', price: 2900,
    colours: ['Navy', 'Stone', 'Black'], collections: ['summer'],
    detail: 'A six-panel cap in washed organic cotton twill with a curved peak and a brass buckle strap at the back. Made in Portugal.',
  },
  {
    name: 'Leather Belt', category: 'accessories', gender: 'male', shape: 'belt', fabric: 'beltLeather', price: 5900,
    colours: ['Black', 'Tan'], sizes: ['S', 'M', 'L', 'XL'], collections: ['essentials'],
    detail: 'A 35mm belt cut from a single piece of vegetable-tanned leather with a solid brass roller buckle. Made in England.',
  },
  {
    name: 'Slim Leather Belt', category: 'accessories', gender: 'female', shape: 'belt', fabric: 'beltLeather', price: 4900,
    colours: ['Chocolate', 'Black'], sizes: ['XS', 'S', 'M', 'L'],
    detail: 'A slim 25mm leather belt with a squared brass buckle, to wear at the waist over dresses or through jeans. Made in England.',
  },
  {
    name: 'Leather Card Holder', category: 'accessories', gender: 'unisex', shape: 'cardholder', fabric: 'smallLeather', price: 3900,
    colours: ['Black', 'Tan', 'Navy', 'Burgundy'],
    detail: 'A slim card holder with four card slots and a central pocket for notes, in vegetable-tanned leather with hand-painted edges. Made in England.',
  },
];
