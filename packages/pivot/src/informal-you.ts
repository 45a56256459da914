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

/** Each word, in the order tried at a position, with what it becomes. */
const WORDS: readonly (readonly [word: string, informal: string])[] = [
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
];

const isLetter = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z';
const QUANTIFIER = new Set(['?', '*', '+', '{']);

/** `source` (a lower-case pattern) with "you", "your", "you're", "are you" and "want to" also taking "u", "ur", "r u" and "wanna". */
export function informalYou(source: string): string {
  let out = '';
  let inClass = false;
  // Whether the last thing copied was a literal letter (a word can't start right after one).
  let afterLetter = false;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
      afterLetter = false;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      i++;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      i++;
      afterLetter = false;
      continue;
    }
    const hit = afterLetter ? undefined : WORDS.find(([word]) => source.startsWith(word, i) && !isLetter(source[i + word.length]));
    if (hit === undefined) {
      out += c;
      i++;
      afterLetter = isLetter(c);
      continue;
    }
    const [word, informal] = hit;
    const next = source[i + word.length];
    if (next !== undefined && QUANTIFIER.has(next)) {
      throw new Error(`informalYou: "${word}${next}" in /${source}/ would change what the quantifier applies to; write (?:${word})${next}`);
    }
    out += informal;
    i += word.length;
    afterLetter = false;
  }
  return out;
}
