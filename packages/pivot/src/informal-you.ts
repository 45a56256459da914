/**
 * Replies written the way people text: "u", "ur", "r u", "wanna". The reply-side rules
 * are written with "you", "your", "you're" and "are you"; this rewrites each of those
 * words in a pattern to take its informal spelling too, so "im so sorry ur going through
 * this" acknowledges as "I'm so sorry you're going through this" does, and "how r u
 * holding up" asks what "how are you holding up" asks.
 *
 * Only whole words are rewritten: "young" and "youth" are left alone, and so is anything
 * inside a character class or after a backslash. A quantifier right after one of the words
 * ("you?") is refused at load, since the rewrite would change what it applies to.
 */

/** Each word or pair of words, with what it becomes. */
const INFORMAL = new Map<string, string>([
  ['are you', '(?:are|r) (?:you|u)'],
  ["you'?re", "(?:you'?re|u'?re|ur|u r)"],
  ["you're", "(?:you're|u're|ur|u r)"],
  ['you are', '(?:(?:you|u) (?:are|r)|ur)'],
  ['yourselves', '(?:yourselves|urselves)'],
  ['yourself', '(?:yourself|urself)'],
  ['yours', '(?:yours|urs)'],
  ['your', '(?:your|ur)'],
  ['want to', '(?:want to|wanna)'],
  ['you', '(?:you|u)'],
]);

/**
 * The pieces of a pattern, in one pass: an escape, a character class, one of the
 * multi-word entries of {@link INFORMAL}, or a whole run of letters (so a word is looked
 * up only as a whole, never from inside "young"). Everything else is passed over.
 */
const PIECE = /\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]|(?:are you|you'\?re|you're|you are|want to)(?![a-z])|[a-z]+/g;
const QUANTIFIER = /[?*+{]/;

/** `source` (a lower-case pattern) with "you", "your", "you're", "are you" and "want to" also taking "u", "ur", "r u" and "wanna". */
export function informalYou(source: string): string {
  return source.replace(PIECE, (piece: string, at: number) => {
    const informal = INFORMAL.get(piece);
    if (informal === undefined) return piece;
    const next = source.charAt(at + piece.length);
    if (QUANTIFIER.test(next)) {
      throw new Error(`informalYou: "${piece}${next}" in /${source}/ would change what the quantifier applies to; write (?:${piece})${next}`);
    }
    return informal;
  });
}
