import type { NormalizedText } from './normalize.js';
import { GATE_KEY_LENGTH } from './rule-triggers.js';

/** Start offsets (in the normalized text) and lower-case text of every `\w+` run. */
export interface WordIndex {
  readonly starts: Int32Array;
  readonly words: readonly string[];
  /** The first GATE_KEY_LENGTH letters of every word at least that long. */
  readonly keys: ReadonlySet<string>;
  /** `prefixes[w]`: the word's first 3, 2 and 1 letters (as many as it has), longest first. */
  readonly prefixes: readonly (readonly string[])[];
}

const cache = new WeakMap<NormalizedText, WordIndex>();
const WORD = /\w+/g;

/** The word index of a normalized text, computed once per text and shared by every rule set. */
export function wordIndex(norm: NormalizedText): WordIndex {
  let index = cache.get(norm);
  if (index) return index;
  const lower = norm.text.toLowerCase();
  const starts: number[] = [];
  const words: string[] = [];
  const keys = new Set<string>();
  const prefixes: string[][] = [];
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(lower)) !== null) {
    starts.push(m.index);
    words.push(m[0]);
    const word = m[0];
    if (word.length >= GATE_KEY_LENGTH) keys.add(word.slice(0, GATE_KEY_LENGTH));
    prefixes.push(word.length >= 3 ? [word.slice(0, 3), word.slice(0, 2), word[0]!] : word.length === 2 ? [word, word[0]!] : [word]);
  }
  index = { starts: Int32Array.from(starts), words, keys, prefixes };
  cache.set(norm, index);
  return index;
}
