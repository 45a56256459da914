import { spellings, type Spellings } from '@synthesis/core';

/**
 * The rules are written in plain spelling; people type "u", "ur", "r", "isnt", "dont".
 * Each rule and guard pattern is rewritten once, at load (core's `addSpellings`), so it
 * also takes:
 *
 * - "u" for "you" (so "u'll", "ull", "ud"), "ur" for "your" and "you're", "u r" for "you
 *   are", "r" for "are";
 * - a contraction the pattern writes out, without its apostrophe: "isnt", "dont", "im",
 *   "ive", "its".
 *
 * After a group, as in `(?:they|he|she)(?:'s| is)`, core leaves a suffix alone ("he" + "re"
 * would make "here"); "hes", "shes" and "theyre" are written out in `THEY_ARE` (fragments.ts).
 * Not "'ll" and "'d": without the apostrophe "he'll", "she'll", "we'll", "i'll", "she'd"
 * and "we'd" are other words ("hell", "shell", "well", "ill", "shed", "wed"); the rules
 * that want "youll" or "itll" write it.
 */
export const TEXTING: Spellings = spellings([
  ['you', '(?:you|u)'],
  ['your', '(?:your|ur)'],
  ['yourself', '(?:yourself|urself)'],
  ["you're", "(?:you'?re|ur|u r)"],
  ["you'?re", "(?:you'?re|ur|u r)"],
  ['you are', '(?:(?:you|u) (?:are|r)|ur)'],
  ['are you', '(?:are|r) (?:you|u)'],
  ['are', '(?:are|r)'],
  ["'s", "(?:'s|s)"],
  ["'re", "(?:'re|re)"],
  ["'m", "(?:'m|m)"],
  ["'ve", "(?:'ve|ve)"],
  ["'t", "(?:'t|t)"],
]);
