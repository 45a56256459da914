import { isAlnumCode, isLetterCode } from './char-codes.js';
import { assertTextOrNormalized } from './check-input.js';
import { normalize, originalSpan, type NormalizedText } from './normalize.js';

/** A sentence as a span of the original text (trimmed, bullet marker removed). */
export interface Sentence {
  /** 0-based start offset into the original text, inclusive. */
  start: number;
  /** 0-based end offset into the original text, exclusive. */
  end: number;
  text: string;
}

/** Words that end with a period without ending the sentence. Lower case, no dot. */
const ABBREVIATIONS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'eg', 'ie',
  'approx', 'cf', 'no', 'fig', 'inc', 'ltd', 'co', 'mt', 'ft', 'min', 'max', 'dept', 'a.m', 'p.m',
]);

/** A line's leading list or heading marker: `- `, `* `, `+ `, `1. `, `2) `, `## `, `> `. */
const LINE_MARKER = /^[ \t]*(?:[-*+\u2022]|\d{1,3}[.)]|#{1,6}|>)[ \t]+/;

const isSpaceCode = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11;
/** `/\s/` on the character at `k`, with the common cases by code. */
const isSpaceAt = (text: string, k: number): boolean => {
  const c = text.charCodeAt(k);
  return isSpaceCode(c) || (c > 127 && /\s/.test(text[k]!));
};
/** `"`, `'`, `)`, `]`: closers that may follow the end punctuation. */
const isCloserCode = (c: number): boolean => c === 34 || c === 39 || c === 41 || c === 93;
const isEndCode = (c: number): boolean => c === 46 || c === 33 || c === 63;

function isAbbreviation(text: string, dotIndex: number): boolean {
  let i = dotIndex;
  while (i > 0 && (isLetterCode(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 46)) i--;
  const word = text.slice(i, dotIndex).toLowerCase();
  if (word.length === 1 && /[a-z]/.test(word)) return true; // initials: "J. Smith"
  return ABBREVIATIONS.has(word);
}

/**
 * Split into sentences. Boundaries: `.`, `!`, `?` (runs of them, then optional
 * closing quotes or brackets) followed by white space or the end; every line break;
 * an ellipsis only when the next word starts with a capital. Abbreviations such as
 * "Dr." and "e.g." and decimals such as "2.5" do not end a sentence. List and
 * heading markers at the start of a line are not part of the sentence.
 */
export function splitSentences(input: string | NormalizedText, max = Infinity): Sentence[] {
  assertTextOrNormalized('splitSentences', 'text', input);
  return sentencesOf(typeof input === 'string' ? normalize(input) : input, max);
}

/** {@link splitSentences} of a normalized text, for core's own callers. */
export function sentencesOf(norm: NormalizedText, max = Infinity): Sentence[] {
  const text = norm.text;
  const out: Sentence[] = [];
  let segStart = 0;

  // The first letter or digit at or after the last place asked about: a piece
  // before it has none, and is no sentence. One native search serves every piece
  // up to it (a megabyte of punctuation is one short piece after another).
  let nextAlnum = -1;
  const emit = (from: number, to: number): void => {
    if (nextAlnum < from) {
      ALNUM.lastIndex = from;
      nextAlnum = ALNUM.exec(text)?.index ?? text.length;
    }
    if (nextAlnum >= to) return;
    let s = from;
    let e = to;
    // Only a line whose first non-blank character is a marker character can have a marker.
    let m = s;
    while (m < e && (text.charCodeAt(m) === 32 || text.charCodeAt(m) === 9)) m++;
    const first = text.charCodeAt(m);
    if (first === 45 || first === 42 || first === 43 || first === 0x2022 || first === 35 || first === 62 || (first >= 48 && first <= 57)) {
      const marker = LINE_MARKER.exec(text.slice(s, Math.min(e, s + 16)));
      if (marker) s += marker[0].length;
    }
    while (s < e && isSpaceAt(text, s)) s++;
    while (e > s && isSpaceAt(text, e - 1)) e--;
    if (e <= s) return;
    if (!hasLetterOrDigit(text, s, e)) return; // a lone "---" or "**" is no sentence
    const [os, oe] = originalSpan(norm, s, e);
    out.push({ start: os, end: oe, text: norm.original.slice(os, oe) });
  };

  // Only `\n`, `.`, `!` and `?` can end a sentence: jump from one to the next with
  // indexOf (a native scan, several times faster than a loop over every character).
  const len = text.length;
  let nextLine = -1;
  let nextDot = -1;
  let nextBang = -1;
  let nextQuestion = -1;
  const candidate = (from: number): number => {
    if (nextLine < from) nextLine = indexOrEnd(text, '\n', from);
    if (nextDot < from) nextDot = indexOrEnd(text, '.', from);
    if (nextBang < from) nextBang = indexOrEnd(text, '!', from);
    if (nextQuestion < from) nextQuestion = indexOrEnd(text, '?', from);
    return Math.min(nextLine, nextDot, nextBang, nextQuestion);
  };

  // Once a search for the next letter or digit has reached the end, no sentence is left.
  for (let i = candidate(0); i < len && out.length < max && nextAlnum < len; i = candidate(i + 1)) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      emit(segStart, i);
      segStart = i + 1;
      continue;
    }
    if (!isEndCode(c)) continue;
    let j = i;
    while (j + 1 < text.length && isEndCode(text.charCodeAt(j + 1))) j++;
    let k = j + 1;
    while (k < text.length && isCloserCode(text.charCodeAt(k))) k++;
    const atEnd = k >= text.length;
    if (!atEnd && !isSpaceAt(text, k)) {
      i = j;
      continue; // "2.5", "e.g.x", "...and"
    }
    const single = j === i && c === 46; // the run is one "."
    if (single && isAbbreviation(text, i)) continue;
    if (single && i - segStart <= 64 && /^\s*\d{1,3}$/.test(text.slice(segStart, i))) continue; // "1. " opens a numbered item
    if (c === 46 && j > i && text.charCodeAt(i + 1) === 46 && !atEnd) {
      // The run starts with "..": an ellipsis ends a sentence only before a capital.
      let w = k;
      while (w < text.length && text.charCodeAt(w) === 32) w++;
      const next = text.charCodeAt(w);
      if (w < text.length && next !== 10 && !(next >= 65 && next <= 90)) {
        i = j;
        continue; // "I just... don't know"
      }
    }
    emit(segStart, k);
    segStart = k;
    i = k - 1;
  }
  if (out.length < max) emit(segStart, text.length);
  return out;
}

/** Offset of the first `ch` in `text` at or after `from`, or the text's length. */
function indexOrEnd(text: string, ch: string, from: number): number {
  const at = text.indexOf(ch, from);
  return at < 0 ? text.length : at;
}

/** A letter or digit, in any script. */
const ALNUM = /[\p{L}\p{N}]/gu;

/** Whether `text[s, e)` has a letter or digit (any script). */
function hasLetterOrDigit(text: string, s: number, e: number): boolean {
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (isAlnumCode(c)) return true;
    if (c > 127) return /[\p{L}\p{N}]/u.test(text.slice(k, e));
  }
  return false;
}
