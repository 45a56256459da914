/**
 * Rule patterns are written in plain spelling ("you're", "your", "don't"); people type
 * "ur", "u", "dont". A checker lists the plain forms with what each should become, and
 * {@link addSpellings} rewrites a pattern's source once, at load, so a rule written once
 * also matches the other spellings.
 *
 * Only whole words are rewritten: with "you" listed, "young" and "youth" are left alone,
 * and so is anything inside a character class or after a backslash. A listed form may hold
 * spaces or apostrophes ("are you", "you'?re", "'s"); one that starts with an apostrophe is
 * a suffix, rewritten only on a word the pattern writes out ("he's", "isn't", or first in a
 * group right after the word: `what(?:'s| has)`). After a group (`(?:they|he)(?:'s| is)`)
 * it is left as written: the rewrite would join it to every word
 * of the group, "he" + "re" making "here", and the rule engine would have to run the rule at
 * every word that starts with "he". A quantifier right after a listed form ("you?") is
 * refused, since the rewrite would change what it applies to.
 */

import { assertSource, assertSpellingPairs, assertSpellings } from './check-input.js';
import { SynthesisError } from './errors.js';

const QUANTIFIER = /[?*+{]/;
const SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/**
 * The spellings people text, as plain form and what it becomes, for a checker's list:
 * "u" for "you" (so "u'll", "ull", "ud"), "ur" for "your" and "you're", "u r" for "you
 * are", "r" for "are", "wanna" for "want to", and a contraction without its apostrophe
 * ("isnt", "dont", "ive", "whats"). Not "'ll" and "'d": without the apostrophe "he'll",
 * "she'll", "we'll", "i'll", "she'd" and "we'd" are other words ("hell", "shell", "well",
 * "ill", "shed", "wed").
 */
export const textedForms: readonly (readonly [string, string])[] = Object.freeze([
  ['you', '(?:you|u)'],
  ['your', '(?:your|ur)'],
  ['yours', '(?:yours|urs)'],
  ['yourself', '(?:yourself|urself)'],
  ['yourselves', '(?:yourselves|urselves)'],
  ["you're", "(?:you'?re|u'?re|ur|u r)"],
  ["you'?re", "(?:you'?re|u'?re|ur|u r)"],
  ['you are', '(?:(?:you|u) (?:are|r)|ur)'],
  ['are you', '(?:are|r) (?:you|u)'],
  ['are', '(?:are|r)'],
  ['want to', '(?:want to|wanna)'],
  ["'s", "(?:'s|s)"],
  ["'re", "(?:'re|re)"],
  ["'m", "(?:'m|m)"],
  ["'ve", "(?:'ve|ve)"],
  ["'t", "(?:'t|t)"],
].map((pair) => Object.freeze(pair) as readonly [string, string]));

/** A checker's list of plain forms, compiled once into the scanner for its patterns. */
export interface Spellings {
  readonly forms: ReadonlyMap<string, string>;
  /** What each form becomes as a whole alternative of a group: its alternatives, unwrapped. */
  readonly alternatives: ReadonlyMap<string, string>;
  readonly pieces: RegExp;
}

/**
 * Compile a list of plain forms (lower case, as written in patterns) with what each
 * becomes. The scanner finds, in one pass, an escape (with a listed word right after it,
 * as in `\\byou`), a character class, or a listed form standing whole: a word or phrase
 * with no letter on either side, a suffix right after a letter. Only those reach the
 * rewrite, not every word of the pattern.
 */
export function spellings(forms: Iterable<readonly [string, string]>): Spellings {
  const pairs: unknown = typeof forms === 'object' && forms !== null && Symbol.iterator in forms ? [...forms] : forms;
  assertSpellingPairs('spellings', 'forms', pairs);
  const map = new Map(pairs);
  const alternation = (list: string[]): string =>
    list.length === 0 ? '(?!)' : `(?:${list.sort((a, b) => b.length - a.length).map((form) => form.replace(SPECIAL, '\\$&')).join('|')})`;
  const keys = [...map.keys()];
  const whole = alternation(keys.filter((form) => !form.startsWith("'")));
  const suffixes = alternation(keys.filter((form) => form.startsWith("'")));
  const source = String.raw`\\[\s\S](?:${whole}(?![a-z]))?|\[(?:\\[\s\S]|[^\]\\])*\]|(?<![a-z])${whole}(?![a-z])|(?<=[a-z]|\(\?:|\|)${suffixes}(?![a-z])`;
  const alternatives = new Map([...map].map(([form, other]) => [form, unwrapped(other)] as const));
  return { forms: map, alternatives, pieces: new RegExp(source, 'g') };
}

/**
 * {@link textedForms} compiled once, for every checker that reads texting: pass it to
 * {@link addSpellings} (`addSpellings(source, textedSpellings)`).
 */
export const textedSpellings: Spellings = spellings(textedForms);

/**
 * A rule's or a guard's pattern from its plain-spelling source: rewritten with
 * {@link textedSpellings} ({@link addSpellings}) and compiled case-insensitive, once, at
 * load. What each checker builds its texted patterns with.
 */
export function textedPattern(source: string): RegExp {
  return new RegExp(addSpellings(source, textedSpellings), 'i');
}

/**
 * `source` (a lower-case pattern) with each listed form replaced by what it becomes. A form
 * that is a whole alternative inside a group joins the group's alternatives:
 * `(?:your|yr)` becomes `(?:your|ur|yr)`, not `(?:(?:your|ur)|yr)`, which V8 compiles far
 * more slowly (a third more for a rule that names people five times). Anywhere else, and at
 * the top level of the pattern (which a caller may still wrap), it stays a group.
 */
export function addSpellings(source: string, list: Spellings): string {
  assertSource('addSpellings', 'source', source);
  assertSpellings('addSpellings', 'list', list);
  const { forms, alternatives, pieces } = list;
  const groups = groupDepth(source);
  const rewrite = (piece: string, at: number): string => {
    const other = forms.get(piece);
    if (other === undefined) return piece;
    const next = source.charAt(at + piece.length);
    const alternative = (next === '|' || next === ')') && groups(at) > 0 && startsAlternative(source, at);
    // A suffix goes on a written word: right after it, or as an alternative of a group
    // right after it (`what(?:'s| has)`); not after a group (`(?:he|she)'s`).
    if (piece.charAt(0) === "'" && !isLetter(source, at - 1) && !(alternative && isLetter(source, groups.open() - 1))) return piece;
    if (QUANTIFIER.test(next)) {
      throw new SynthesisError('SYNTHESIS_INVALID_RULE', `addSpellings: "${piece}${next}" in /${source}/ would change what the quantifier applies to`, { hint: `Group the form first: (?:${piece})${next}` });
    }
    return alternative ? alternatives.get(piece)! : other;
  };
  return source.replace(pieces, (piece: string, at: number) =>
    piece.charAt(0) === '\\' ? piece.slice(0, 2) + rewrite(piece.slice(2), at + 2) : rewrite(piece, at));
}

/** What moves the group depth: a paren; escapes and classes are passed over whole. */
const DEPTH_TOKENS = /\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]|[()]/g;

/** How deep in groups an offset is, and where its innermost group opens (see {@link groupDepth}). */
interface GroupReader {
  (at: number): number;
  /** The offset of the `(` of the innermost group around the offset last asked for, or -1. */
  open(): number;
}

/**
 * How deep in groups each offset of `source` is, read in one pass as offsets are asked
 * for in increasing order (as `String.replace` calls back).
 */
function groupDepth(source: string): GroupReader {
  const tokens = DEPTH_TOKENS; // shared: one source is read at a time, start to end
  tokens.lastIndex = 0;
  const opens: number[] = [];
  let pending: RegExpExecArray | null = null;
  const read = (at: number): number => {
    for (;;) {
      pending ??= tokens.exec(source);
      if (pending === null || pending.index >= at) return opens.length;
      if (pending[0] === '(') opens.push(pending.index);
      else if (pending[0] === ')') opens.pop();
      pending = null;
    }
  };
  return Object.assign(read, { open: (): number => opens[opens.length - 1] ?? -1 });
}

/** Whether the character at `at` is a letter that is not part of an escape (`\\b`). */
function isLetter(source: string, at: number): boolean {
  const c = source.charCodeAt(at);
  return c >= 0x61 && c <= 0x7a && !escaped(source, at);
}

/** A group open (`(`, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`) or a `|` right before `at`, unescaped. */
function startsAlternative(source: string, at: number): boolean {
  const before = source.slice(Math.max(0, at - 4), at);
  const open = /\((?:\?(?::|=|!|<=|<!))?$|\|$/.exec(before);
  return open !== null && !escaped(source, at - before.length + open.index);
}

/** Whether the character at `at` is escaped: an odd run of backslashes before it. */
function escaped(source: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && source.charAt(k) === '\\') k--;
  return (at - 1 - k) % 2 === 1;
}

/** `(?:your|ur)` as the alternatives `your|ur`; anything else as it is. */
function unwrapped(other: string): string {
  if (!other.startsWith('(?:') || !other.endsWith(')')) return other;
  let depth = 0;
  for (let k = 0; k < other.length; k++) {
    const c = other.charAt(k);
    if (c === '\\') k++;
    else if (c === '[') while (k + 1 < other.length && other.charAt(k + 1) !== ']') k += other.charAt(k + 1) === '\\' ? 2 : 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && k < other.length - 1) return other; // "(?:a)(?:b)": not one group
  }
  return other.slice(3, -1);
}
