/**
 * Rule patterns are written in plain spelling ("you're", "your", "don't"); people type
 * "ur", "u", "dont". A checker lists the plain forms with what each should become, and
 * {@link addSpellings} rewrites a pattern's source once, at load, so a rule written once
 * also matches the other spellings.
 *
 * Only whole words are rewritten: with "you" listed, "young" and "youth" are left alone,
 * and so is anything inside a character class or after a backslash. A listed form may hold
 * spaces or apostrophes ("are you", "you'?re", "'s"); one that starts with an apostrophe is
 * a suffix and matches after the letters before it ("he's"). A quantifier right after a
 * listed form ("you?") is refused, since the rewrite would change what it applies to.
 */

import { assertSource, assertSpellingPairs, assertSpellings } from './check-input.js';
import { SynthesisError } from './errors.js';

const QUANTIFIER = /[?*+{]/;
const SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/** A checker's list of plain forms, compiled once into the scanner for its patterns. */
export interface Spellings {
  readonly forms: ReadonlyMap<string, string>;
  readonly pieces: RegExp;
}

/**
 * Compile a list of plain forms (lower case, as written in patterns) with what each
 * becomes. The scanner finds, in one pass, an escape, a character class, one of the forms
 * that is not a plain word, or a whole run of letters, so a word is only ever looked up
 * whole.
 */
export function spellings(forms: Iterable<readonly [string, string]>): Spellings {
  const pairs: unknown = typeof forms === 'object' && forms !== null && Symbol.iterator in forms ? [...forms] : forms;
  assertSpellingPairs('spellings', 'forms', pairs);
  const map = new Map(pairs);
  const phrases = [...map.keys()]
    .filter((form) => !/^[a-z]+$/.test(form))
    .sort((a, b) => b.length - a.length)
    .map((form) => form.replace(SPECIAL, '\\$&'));
  const phrase = phrases.length > 0 ? `(?:${phrases.join('|')})(?![a-z])|` : '';
  return { forms: map, pieces: new RegExp(String.raw`\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]|${phrase}[a-z]+`, 'g') };
}

/** `source` (a lower-case pattern) with each listed form replaced by what it becomes. */
export function addSpellings(source: string, list: Spellings): string {
  assertSource('addSpellings', 'source', source);
  assertSpellings('addSpellings', 'list', list);
  const { forms, pieces } = list;
  return source.replace(pieces, (piece: string, at: number) => {
    const other = forms.get(piece);
    if (other === undefined) return piece;
    const next = source.charAt(at + piece.length);
    if (QUANTIFIER.test(next)) {
      throw new SynthesisError('SYNTHESIS_INVALID_RULE', `addSpellings: "${piece}${next}" in /${source}/ would change what the quantifier applies to`, { hint: `Group the form first: (?:${piece})${next}` });
    }
    return other;
  });
}
