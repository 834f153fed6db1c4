// No zod here: pure data and a lookup, shared by the API's search reader and its tests.
import { searchWords } from './search.ts';

/**
 * Words shoppers use (shop rules R19.8-R19.10): British and US everyday words for the same thing,
 * kept in the repository with a test that each maps where it should (vocabulary.test.ts). The
 * owner's synonym groups (R19.3) are added to these, never replaced by them.
 *
 * - `thing` groups name garments, shoes, bags and accessories. Any of their terms finds the others
 *   (R19.8), and a misspelt word that comes close to one of them ranks that thing's products first
 *   (R19.10).
 * - `style` groups name a length, fit or neckline. They narrow a search and never widen it (R19.9):
 *   a style word is spelt right, so it is never read as a misspelling of another word nor offered a
 *   "did you mean", and a catalogue without that style finds nothing for it.
 *
 * A term may be a phrase ("polo neck"); terms are written as searchWords() reads them (lower case,
 * "t-shirt" as "tshirt"). Groups are symmetric. A word that means different things on the two sides
 * of the Atlantic (UK vest, US vest; UK purse, US purse) is left to mean what a UK shop means by it,
 * and a word that is also a fabric or a style (denims, kicks: a kick flare) is left out.
 */
export interface VocabularyGroup {
  kind: 'thing' | 'style';
  terms: readonly string[];
}

export const SHOPPER_VOCABULARY: readonly VocabularyGroup[] = [
  // Tops and knitwear.
  // Not "jersey": in a UK shop it is mostly the fabric (a jersey T-shirt dress).
  { kind: 'thing', terms: ['jumper', 'sweater', 'pullover'] },
  { kind: 'thing', terms: ['tshirt', 'tee', 'teeshirt'] },
  { kind: 'thing', terms: ['vest', 'vest top', 'tank', 'tank top', 'singlet', 'cami', 'camisole'] },
  { kind: 'thing', terms: ['cardigan', 'cardi'] },
  { kind: 'thing', terms: ['shirt'] },
  { kind: 'thing', terms: ['overshirt', 'shacket', 'shirt jacket'] },
  { kind: 'thing', terms: ['blouse'] },
  { kind: 'thing', terms: ['hoodie', 'hoody', 'sweatshirt'] },
  // Bottoms.
  { kind: 'thing', terms: ['trousers', 'pants', 'slacks', 'trouser'] },
  { kind: 'thing', terms: ['chinos', 'khakis'] },
  { kind: 'thing', terms: ['jeans'] },
  { kind: 'thing', terms: ['skirt'] },
  { kind: 'thing', terms: ['joggers', 'sweatpants', 'tracksuit bottoms', 'trackies'] },
  { kind: 'thing', terms: ['dungarees', 'overalls'] },
  { kind: 'thing', terms: ['shorts', 'bermudas'] },
  { kind: 'thing', terms: ['tights', 'pantyhose'] },
  { kind: 'thing', terms: ['knickers', 'panties', 'briefs'] },
  { kind: 'thing', terms: ['pyjamas', 'pajamas', 'pjs'] },
  { kind: 'thing', terms: ['dressing gown', 'robe', 'bathrobe'] },
  { kind: 'thing', terms: ['swimming costume', 'swimsuit', 'bathing suit', 'cossie'] },
  { kind: 'thing', terms: ['swimming trunks', 'swim shorts', 'trunks'] },
  // Coats.
  { kind: 'thing', terms: ['jacket', 'coat', 'outerwear'] },
  { kind: 'thing', terms: ['mac', 'raincoat', 'trench'] },
  { kind: 'thing', terms: ['anorak', 'parka', 'windbreaker', 'cagoule'] },
  // A UK waistcoat is a US vest, and a UK vest a US tank top: each stays what a UK shop means.
  { kind: 'thing', terms: ['waistcoat'] },
  { kind: 'thing', terms: ['gilet', 'bodywarmer', 'body warmer'] },
  { kind: 'thing', terms: ['puffer', 'padded', 'quilted'] },
  { kind: 'thing', terms: ['blazer', 'sport coat', 'sports jacket'] },
  // Shoes.
  { kind: 'thing', terms: ['trainers', 'sneakers', 'trainer', 'sneaker'] },
  { kind: 'thing', terms: ['plimsolls', 'pumps', 'canvas shoes'] },
  { kind: 'thing', terms: ['wellies', 'wellingtons', 'rain boots', 'rubber boots'] },
  { kind: 'thing', terms: ['flip flops', 'thongs'] },
  { kind: 'thing', terms: ['court shoes', 'heels'] },
  { kind: 'thing', terms: ['shoes', 'footwear'] },
  { kind: 'thing', terms: ['boots', 'booties'] },
  { kind: 'thing', terms: ['loafers', 'slip ons', 'moccasins'] },
  { kind: 'thing', terms: ['sandals', 'sliders', 'slides'] },
  // Bags.
  { kind: 'thing', terms: ['bag', 'handbag', 'tote'] },
  { kind: 'thing', terms: ['backpack', 'rucksack', 'knapsack'] },
  { kind: 'thing', terms: ['bum bag', 'fanny pack', 'belt bag'] },
  { kind: 'thing', terms: ['crossbody', 'cross body', 'messenger bag', 'satchel'] },
  { kind: 'thing', terms: ['weekend bag', 'holdall', 'duffel', 'duffle', 'overnight bag'] },
  // Accessories.
  { kind: 'thing', terms: ['card holder', 'wallet', 'purse', 'billfold', 'cardholder'] },
  { kind: 'thing', terms: ['scarf', 'scarves', 'muffler'] },
  { kind: 'thing', terms: ['beanie', 'bobble hat', 'woolly hat', 'toque'] },
  { kind: 'thing', terms: ['cap', 'baseball cap'] },
  { kind: 'thing', terms: ['hat'] },
  { kind: 'thing', terms: ['sunglasses', 'sunnies', 'shades'] },
  { kind: 'thing', terms: ['gloves', 'mittens'] },
  { kind: 'thing', terms: ['belt'] },
  { kind: 'thing', terms: ['dress', 'frock'] },
  // Lengths.
  { kind: 'style', terms: ['mini'] },
  { kind: 'style', terms: ['midi'] },
  { kind: 'style', terms: ['maxi', 'full length'] },
  { kind: 'style', terms: ['cropped', 'crop'] },
  { kind: 'style', terms: ['long sleeve', 'longsleeve', 'long sleeved'] },
  { kind: 'style', terms: ['short sleeve', 'short sleeved'] },
  // Fits.
  { kind: 'style', terms: ['slim', 'slim fit'] },
  { kind: 'style', terms: ['skinny'] },
  { kind: 'style', terms: ['straight', 'straight leg'] },
  { kind: 'style', terms: ['wide leg', 'wideleg', 'palazzo'] },
  { kind: 'style', terms: ['bootcut', 'boot cut', 'flare', 'flared'] },
  { kind: 'style', terms: ['tapered'] },
  { kind: 'style', terms: ['relaxed', 'loose', 'loose fit'] },
  { kind: 'style', terms: ['oversized', 'oversize'] },
  { kind: 'style', terms: ['high rise', 'highrise', 'high waisted'] },
  { kind: 'style', terms: ['mid rise', 'midrise'] },
  // Necklines.
  { kind: 'style', terms: ['crew neck', 'crewneck', 'crew'] },
  { kind: 'style', terms: ['vneck'] },
  { kind: 'style', terms: ['roll neck', 'rollneck', 'polo neck', 'poloneck', 'turtleneck', 'turtle neck'] },
  { kind: 'style', terms: ['scoop neck', 'scoop'] },
];

/** One vocabulary group found in a query: which words of it it took, and every way to say it. */
export interface VocabularyMatch {
  kind: VocabularyGroup['kind'];
  /** The query's words it covers, in order. */
  words: string[];
  /** Every term of the group, as word lists (a phrase is several words). */
  terms: string[][];
}

interface Entry {
  words: string[];
  group: VocabularyGroup;
}

/** Every term of every group as words, longest first, so "polo neck" is taken before "polo". */
const ENTRIES: Entry[] = SHOPPER_VOCABULARY.flatMap((group) => group.terms.map((t) => ({ words: searchWords(t), group }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/**
 * The query's words as units: each vocabulary term found (a phrase as one unit, longest first) and
 * each other word alone, in the query's order (R19.8).
 */
export function vocabularyUnits(words: readonly string[]): (VocabularyMatch | string)[] {
  const taken: (VocabularyMatch | string | null)[] = [...words];
  for (const entry of ENTRIES) {
    for (let i = 0; i + entry.words.length <= taken.length; i++) {
      if (!entry.words.every((w, j) => taken[i + j] === w)) continue;
      taken[i] = { kind: entry.group.kind, words: entry.words, terms: entry.group.terms.map((t) => searchWords(t)) };
      for (let j = 1; j < entry.words.length; j++) taken[i + j] = null;
    }
  }
  return taken.filter((u): u is VocabularyMatch | string => u !== null);
}

/** Whether a single word is a thing the shop sells (a garment, shoe, bag or accessory), for typo ranking (R19.10). */
export function isThingWord(word: string): boolean {
  return ENTRIES.some((e) => e.group.kind === 'thing' && e.words.length === 1 && e.words[0] === word);
}

/** The other terms a term finds (R19.8), as written in the vocabulary; empty for a word it does not hold. */
export function vocabularyTwins(term: string): string[] {
  const words = searchWords(term).join(' ');
  const group = SHOPPER_VOCABULARY.find((g) => g.terms.some((t) => searchWords(t).join(' ') === words));
  return group ? group.terms.filter((t) => searchWords(t).join(' ') !== words) : [];
}
