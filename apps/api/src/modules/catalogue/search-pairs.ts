/**
 * A search's words as pairs, for the search rows' pair index (migration 0021, R19.7).
 *
 * `atelier_head_pairs()` gives each product's name, category and colour words, and every two of
 * them joined as "a~b" (a before b in byte order). "denim & (jacket | coat)" then becomes
 * "denim~jacket | coat~denim": the index answers it from lists as long as the matches, where the
 * words' own index walks every product with "denim" to test it for the garment (at a million
 * products a broad search's first read cost 1.7-2.7 ms that way and 0.7 ms from pairs).
 */

/** More pair tokens than this in one step reads more lists than the words would. */
const MAX_TOKENS_PER_STEP = 64;

/** The pair token of two stems: a stem paired with itself is the stem alone. */
function token(a: string, b: string): string {
  if (a === b) return a;
  return a < b ? `${a}~${b}` : `${b}~${a}`;
}

const quoted = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;

/**
 * Each word's alternatives as stems (its own, its synonyms, its look-alikes), in the words' order,
 * made into a tsquery on pairs: each two neighbouring words as one group of pair tokens, which
 * matches exactly what every word matching does. Undefined when fewer than two words, or when a
 * word has an alternative that is not a plain stem (a phrase, a beginning), which pairs cannot say.
 */
export function pairQuery(words: string[][]): string | undefined {
  if (words.length < 2 || words.some((w) => w.length === 0 || w.some((s) => !/^[a-z0-9]+$/.test(s)))) return undefined;
  const steps: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const tokens = new Set(words[i]!.flatMap((a) => words[i + 1]!.map((b) => token(a, b))));
    if (tokens.size > MAX_TOKENS_PER_STEP) return undefined;
    const group = [...tokens].map(quoted);
    steps.push(group.length === 1 ? group[0]! : `(${group.join(' | ')})`);
  }
  return steps.join(' & ');
}

/** The stem a tsquery alternative holds when it is one plain quoted stem ('jumper'), else undefined. */
export function plainStem(alternative: string): string | undefined {
  return /^'([a-z0-9]+)'$/.exec(alternative)?.[1];
}
