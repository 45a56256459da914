import { addSpellings, textedSpellings } from '@synthesis/core';

/**
 * A case-insensitive pattern from a rule's or a guard's source, in the spellings people type
 * too. The rules are written in plain spelling; people type "u", "ur", "r", "isnt", "dont".
 * Each pattern is rewritten once, at load, with core's `textedSpellings`: "u" for "you" (so
 * "u'll", "ull", "ud"), "ur" for "your" and "you're", "u r", "r" for "are", and a
 * contraction the pattern writes out, without its apostrophe.
 *
 * After a group, as in `(?:they|he|she)(?:'s| is)`, core leaves a suffix alone ("he" + "re"
 * would make "here"); "hes", "shes" and "theyre" are written out in `THEY_ARE` (fragments.ts),
 * and the rules that want "youll" or "itll" write it.
 */
export function textedPattern(source: string): RegExp {
  return new RegExp(addSpellings(source, textedSpellings), 'i');
}
