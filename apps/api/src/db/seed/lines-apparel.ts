import type { ProductLine } from './content.ts';

/** Dresses, tops, shirts, trousers and jeans of the demo shop. */
export const APPAREL_LINES: readonly ProductLine[] = [
  // ---------------------------------------------------------------- dresses
  {
    name: 'Linen Wrap Midi Dress', category: 'dresses', gender: 'female', shape: 'dress-midi', fabric: 'linen', price: 12900,
    colours: ['Sage', 'Terracotta', 'Navy'], collections: ['summer', 'new-in'],
    detail: 'A true wrap dress in washed European linen, with a deep V neck, flutter sleeves and a tie that fastens at the side. The skirt falls to mid-calf with a gentle A-line swing. Made in Portugal.',
  },
  {
    name: 'Silk Slip Dress', category: 'dresses', gender: 'female', shape: 'dress-slip', fabric: 'silk', price: 16500,
    colours: ['Black', 'Cream', 'Bottle Green'], collections: ['new-in'],
    detail: 'Cut on the bias from heavy sand-washed mulberry silk, so it skims rather than clings. Adjustable rouleau straps and a low cowl back. Made in Italy.',
  },
  {
    name: 'Cotton Poplin Shirt Dress', category: 'dresses', gender: 'female', shape: 'dress-shirt', fabric: 'poplin', price: 9500,
    colours: ['Light Blue', 'White', 'Khaki'], collections: ['summer', 'essentials'],
    detail: 'A crisp organic cotton shirt dress with a classic point collar, elbow-length sleeves and a removable self-tie belt. Button-through to the waist, with deep side-seam pockets. Made in Portugal.',
  },
  {
    name: 'Broderie Tiered Midi Dress', category: 'dresses', gender: 'female', shape: 'dress-midi', fabric: 'broderie', price: 11900,
    colours: ['White', 'Blush'], collections: ['summer'],
    detail: 'Scalloped cotton broderie anglaise with a fitted bodice and a softly gathered tiered skirt. Fully lined in breathable cotton voile. Made in India.',
  },
  {
    name: 'Crepe Tea Dress', category: 'dresses', gender: 'female', shape: 'dress-midi', fabric: 'crepe', price: 11000,
    colours: ['Navy', 'Burgundy'],
    detail: 'A fluid tea dress in matte ECOVERO™ crepe with a V neck, short sleeves and a seamed waist. Falls to just below the knee. Made in Romania.',
  },
  {
    name: 'Jersey T-Shirt Dress', category: 'dresses', gender: 'female', shape: 'dress-midi', fabric: 'jersey', price: 5900,
    colours: ['Black', 'Grey Marl'], collections: ['essentials'],
    detail: 'Our heavyweight organic jersey cut into an easy midi with a softly flared skirt. Throw it on with trainers now and boots in the autumn. Made in Portugal.',
  },
  {
    name: 'Linen Strappy Sundress', category: 'dresses', gender: 'female', shape: 'dress-slip', fabric: 'linen', price: 9900,
    colours: ['Butter Yellow', 'Ecru'], collections: ['summer', 'new-in'],
    detail: 'A sweetheart neckline, thin tie straps and a full skirt in lightweight washed linen. Smocked at the back for an easy fit. Made in Portugal.',
  },
  // ---------------------------------------------------------------- tops
  {
    name: 'Heavyweight Organic Cotton T-Shirt', category: 'tops', gender: 'unisex', shape: 'tee', fabric: 'jersey', price: 2900,
    colours: ['White', 'Black', 'Navy', 'Sage', 'Ecru'], collections: ['essentials'],
    detail: 'A dense 220gsm organic cotton jersey that keeps its shape wash after wash, with a ribbed crew neck and a straight, slightly boxy fit. Made in Portugal.',
  },
  {
    name: 'Relaxed Boxy T-Shirt', category: 'tops', gender: 'female', shape: 'tee', fabric: 'jersey', price: 3200,
    colours: ['Off-White', 'Dusty Pink', 'Slate'], collections: ['new-in'],
    detail: 'A cropped, boxy tee with dropped shoulders and a slightly raised neckline. Tuck it into wide-leg trousers or wear it loose over jeans. Made in Portugal.',
  },
  {
    name: 'Ribbed Vest Top', category: 'tops', gender: 'female', shape: 'tank', fabric: 'rib', price: 2400,
    colours: ['White', 'Black', 'Oatmeal'], collections: ['essentials', 'summer'],
    detail: 'A close-fitting vest in stretch organic cotton rib with a scooped neck and racer-style armholes. The layer you will reach for all year. Made in Portugal.',
  },
  {
    name: 'Breton Stripe Top', category: 'tops', gender: 'unisex', shape: 'long-tee', fabric: 'jersey', price: 4500,
    colours: ['Navy Stripe', 'Red Stripe'], collections: ['essentials'],
    detail: 'The classic sailor stripe in a heavy organic cotton jersey, with a wide boat neck and long sleeves. Yarn-dyed, so the stripes never fade into each other. Made in Portugal.',
  },
  {
    name: 'Silk Cami Top', category: 'tops', gender: 'female', shape: 'tank', fabric: 'silk', price: 7900,
    colours: ['Cream', 'Black'],
    detail: 'A bias-cut cami in sand-washed silk with fine adjustable straps and a straight neckline. Wear it alone or under a blazer. Made in Italy.',
  },
  {
    name: 'Long Sleeve Cotton Top', category: 'tops', gender: 'female', shape: 'long-tee-plain', fabric: 'jersey', price: 3500,
    colours: ['Chocolate', 'Ecru'],
    detail: 'A slim long-sleeve top with a ribbed crew neck, in the same soft organic jersey as our T-shirts. Long enough to tuck in. Made in Portugal.',
  },
  {
    name: 'Pocket T-Shirt', category: 'tops', gender: 'male', shape: 'tee', fabric: 'jersey', price: 3000,
    colours: ['Olive', 'Charcoal', 'Light Blue'],
    detail: 'A regular-fit tee in garment-dyed organic cotton, with a patch pocket on the chest and a taped neck seam. Pre-washed, so it will not shrink. Made in Portugal.',
  },
  {
    name: 'Linen Vest Top', category: 'tops', gender: 'female', shape: 'tank', fabric: 'linen', price: 3900,
    colours: ['Sage', 'White'], collections: ['summer', 'new-in'],
    detail: 'A relaxed vest in airy washed linen with a high scoop neck and a curved hem. Cool on the hottest days. Made in Portugal.',
  },
  // ---------------------------------------------------------------- shirts
  {
    name: 'Relaxed Linen Shirt', category: 'shirts', gender: 'male', shape: 'shirt', fabric: 'linen', price: 6900,
    colours: ['Sage', 'White', 'Navy', 'Sand'], collections: ['summer', 'new-in'],
    detail: 'A relaxed-fit shirt in garment-washed European linen, with a soft point collar, a single chest pocket and a curved hem. Gets better with every wear. Made in Portugal.',
  },
  {
    name: 'Oxford Button-Down Shirt', category: 'shirts', gender: 'male', shape: 'shirt', fabric: 'oxford', price: 5900,
    colours: ['Light Blue', 'White', 'Blush'], collections: ['essentials'],
    detail: 'Our best-selling shirt in a substantial cotton Oxford cloth, with a rolled button-down collar, a box pleat at the back and a regular fit. Made in Portugal.',
  },
  {
    name: 'Short Sleeve Camp Collar Shirt', category: 'shirts', gender: 'male', shape: 'shirt-short', fabric: 'cottonLinen', price: 5500,
    colours: ['Rust', 'Ecru', 'Olive'], collections: ['summer'],
    detail: 'A boxy short-sleeve shirt in a breezy cotton-linen blend, with a flat camp collar and a straight hem to wear untucked. Made in Portugal.',
  },
  {
    name: 'Oversized Poplin Shirt', category: 'shirts', gender: 'female', shape: 'shirt', fabric: 'poplin', price: 6500,
    colours: ['White', 'Light Blue'], collections: ['essentials'],
    detail: 'A generous, dropped-shoulder shirt in crisp organic cotton poplin, with a long curved hem and deep cuffs. Wear it buttoned, open, or knotted at the waist. Made in Portugal.',
  },
  {
    name: 'Oversized Linen Shirt', category: 'shirts', gender: 'female', shape: 'shirt', fabric: 'linen', price: 6900,
    colours: ['Butter Yellow', 'White', 'Stone'], collections: ['summer'],
    detail: 'A loose, longline shirt in washed linen, with a chest pocket and a deep curved hem. Wear it over swimwear or with wide-leg trousers. Made in Portugal.',
  },
  {
    name: 'Brushed Flannel Overshirt', category: 'shirts', gender: 'male', shape: 'overshirt', fabric: 'flannel', price: 7900,
    colours: ['Charcoal', 'Forest Green', 'Rust'],
    detail: 'A heavy brushed-cotton overshirt with two flapped chest pockets and corozo buttons. Cut roomy enough to layer over a jumper. Made in Portugal.',
  },
  {
    name: 'Denim Western Shirt', category: 'shirts', gender: 'unisex', shape: 'shirt', fabric: 'organicDenim', price: 7500,
    colours: ['Mid Wash', 'Washed Black'],
    detail: 'A lightweight organic denim shirt with a pointed collar, a chest pocket and pearl-effect snaps. Stone-washed for a soft, broken-in feel. Made in Turkey.',
  },
  {
    name: 'Washed Silk Shirt', category: 'shirts', gender: 'female', shape: 'shirt', fabric: 'silk', price: 14500,
    colours: ['Cream', 'Navy'], collections: ['new-in'],
    detail: 'A fluid shirt in sand-washed mulberry silk with a relaxed fit, a concealed placket and covered buttons. Made in Italy.',
  },
  // ---------------------------------------------------------------- trousers
  {
    name: 'Wide-Leg Tailored Trousers', category: 'trousers', gender: 'female', shape: 'trousers-wide', fabric: 'suiting', price: 9500,
    colours: ['Black', 'Camel', 'Navy'], collections: ['essentials'],
    detail: 'High-waisted trousers in a fluid tropical wool, with a sharp front crease, double pleats and a wide leg that falls to the floor. Made in Romania.',
  },
  {
    name: 'Pleated Wide-Leg Linen Trousers', category: 'trousers', gender: 'female', shape: 'trousers-wide', fabric: 'linen', price: 7900,
    colours: ['Ecru', 'Sage', 'Terracotta'], collections: ['summer', 'new-in'],
    detail: 'Relaxed wide-leg trousers in mid-weight washed linen, with front pleats, slant pockets and a half-elasticated back waist. Made in Portugal.',
  },
  {
    name: 'Slim Stretch Chinos', category: 'trousers', gender: 'male', shape: 'trousers-tapered', fabric: 'twill', price: 6500,
    colours: ['Stone', 'Navy', 'Olive', 'Khaki'], collections: ['essentials'],
    detail: 'A slim, tapered chino in organic cotton twill with a little stretch for comfort. Slant front pockets, jetted back pockets and a clean hem. Made in Turkey.',
  },
  {
    name: 'Tailored Wool Trousers', category: 'trousers', gender: 'male', shape: 'trousers-tapered', fabric: 'suiting', price: 11000,
    colours: ['Charcoal', 'Navy'],
    detail: 'Flat-front trousers in a breathable tropical wool with side adjusters instead of belt loops, a pressed crease and a tapered leg. Made in Romania.',
  },
  {
    name: 'Relaxed Linen Trousers', category: 'trousers', gender: 'male', shape: 'trousers-wide', fabric: 'linen', price: 7500,
    colours: ['Sand', 'Navy'], collections: ['summer'],
    detail: 'Easy linen trousers with a drawstring waist, a relaxed straight leg and deep pockets. Dress them up with a shirt or down with a tee. Made in Portugal.',
  },
  {
    name: 'Linen Shorts', category: 'trousers', gender: 'male', shape: 'shorts', fabric: 'linen', price: 4900,
    colours: ['Stone', 'Navy', 'Sage'], collections: ['summer'],
    detail: 'Mid-length shorts in washed linen with a half-elasticated waist, slant pockets and a 7-inch inseam. Made in Portugal.',
  },
  {
    name: 'Tailored Bermuda Shorts', category: 'trousers', gender: 'female', shape: 'shorts', fabric: 'twill', price: 5500,
    colours: ['Ecru', 'Black'], collections: ['summer', 'new-in'],
    detail: 'Knee-length shorts with a high waist, front pleats and pressed creases, in an organic cotton twill. Made in Turkey.',
  },
  {
    name: 'Cord Trousers', category: 'trousers', gender: 'male', shape: 'trousers-tapered', fabric: 'cord', price: 7900,
    colours: ['Chocolate', 'Rust'],
    detail: 'Straight trousers in a soft 8-wale cotton corduroy with a button fly and a slightly cropped, tapered leg. Made in Portugal.',
  },
  // ---------------------------------------------------------------- jeans
  {
    name: 'Straight Leg Jeans', category: 'jeans', gender: 'male', shape: 'jeans-straight', fabric: 'rigidDenim', price: 8900,
    colours: ['Indigo', 'Mid Wash', 'Washed Black'], collections: ['essentials'],
    detail: 'A mid-rise straight jean in 13.5oz Japanese denim, with a button fly, copper rivets and a leather back patch. Rigid at first, they mould to you with wear. Made in Turkey.',
  },
  {
    name: 'Slim Tapered Jeans', category: 'jeans', gender: 'male', shape: 'jeans-slim', fabric: 'stretchDenim', price: 8500,
    colours: ['Indigo', 'Washed Black'],
    detail: 'A slim jean that narrows from the knee, in organic stretch denim that recovers its shape all day. Zip fly and five pockets. Made in Turkey.',
  },
  {
    name: 'High-Rise Wide-Leg Jeans', category: 'jeans', gender: 'female', shape: 'jeans-wide', fabric: 'organicDenim', price: 8900,
    colours: ['Mid Wash', 'Ecru', 'Light Wash'], collections: ['new-in'],
    detail: 'A high waist and a full wide leg that grazes the floor, in rigid organic denim. Wear them with flats or a little heel. Made in Turkey.',
  },
  {
    name: '90s Straight Jeans', category: 'jeans', gender: 'female', shape: 'jeans-straight', fabric: 'organicDenim', price: 8500,
    colours: ['Light Wash', 'Indigo'], collections: ['essentials'],
    detail: 'A relaxed, high-rise straight jean with a slightly cropped leg and a vintage-style wash. Button fly and classic five-pocket styling. Made in Turkey.',
  },
  {
    name: 'Mid-Rise Slim Jeans', category: 'jeans', gender: 'female', shape: 'jeans-slim', fabric: 'stretchDenim', price: 7900,
    colours: ['Washed Black', 'Indigo'],
    detail: 'A slim, ankle-length jean in stretch organic denim that holds its colour and shape. Sits on the natural waist. Made in Turkey.',
  },
  {
    name: 'Relaxed Carpenter Jeans', category: 'jeans', gender: 'unisex', shape: 'jeans-wide', fabric: 'organicDenim', price: 9500,
    colours: ['Ecru', 'Mid Wash'],
    detail: 'A loose, workwear-inspired jean with a hammer loop and a utility pocket on the leg, in a heavy organic denim. Made in Turkey.',
  },
  {
    name: 'Selvedge Straight Jeans', category: 'jeans', gender: 'male', shape: 'jeans-straight', fabric: 'rigidDenim', price: 14500,
    colours: ['Indigo'], collections: ['new-in'],
    detail: 'Woven on vintage shuttle looms in Okayama, this raw selvedge denim will fade to a record of how you wear it. Chain-stitched hems and a button fly. Made in Japan.',
  },
  {
    name: 'Cropped Kick Flare Jeans', category: 'jeans', gender: 'female', shape: 'jeans-slim', fabric: 'stretchDenim', price: 8500,
    colours: ['Mid Wash'],
    detail: 'A high-rise jean, slim through the thigh with a subtle flare at the cropped hem. Flattering with ankle boots. Made in Turkey.',
  },
];
