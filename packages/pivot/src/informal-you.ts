/**
 * Replies written the way people text: "u", "ur", "r u", "wanna". The reply-side rules
 * are written with "you", "your", "you're" and "are you"; this rewrites each of those
 * words in a pattern to take its informal spelling too, so "im so sorry ur going through
 * this" acknowledges as "I'm so sorry you're going through this" does, and "how r u
 * holding up" asks what "how are you holding up" asks.
 *
 * The rewrite itself is core's `addSpellings`: whole words only, nothing inside a character
 * class or after a backslash, and a quantifier right after one of the words is refused.
 */
import { addSpellings, spellings, type Spellings } from '@synthesis/core';

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

const INFORMAL_YOU: Spellings = spellings(INFORMAL);

/** `source` (a lower-case pattern) with "you", "your", "you're", "are you" and "want to" also taking "u", "ur", "r u" and "wanna". */
export function informalYou(source: string): string {
  return addSpellings(source, INFORMAL_YOU);
}
