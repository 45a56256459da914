import type { NormalizedText } from './normalize.js';
import { isWordCode, lowerCode } from './char-codes.js';
import { exactWords, HASH_SEED, hashStep, prefixStarts, vocabularyVersion } from './vocabulary.js';

/** Gate words are compared by their first this many letters. */
export const GATE_KEY_LENGTH = 4;
/**
 * Bits in a text's gate filter (a one-hash Bloom filter over gate keys). 512 bits
 * keep the filter a small on-heap typed array, which V8 allocates cheaply.
 */
export const GATE_BITS = 512;

/**
 * The words of a normalized text (runs of `[A-Za-z0-9_]`, as `\w` and `\b` see
 * them), with what the rule engine looks up: each word's id among the words rules
 * use, and the id of its first three letters among rule prefixes.
 */
export interface TextWords {
  readonly count: number;
  // Plain arrays: per-text typed arrays would each need an off-heap buffer, which
  // costs more than the whole scan of a short text.
  /** Start and end offsets of each word in the normalized text. */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  /** Id in `exactWords`, or -1. */
  readonly ids: readonly number[];
  /** Id of the first three letters in `prefixStarts`, or -1. */
  readonly prefixIds: readonly number[];
  /** Bit `hash(first four letters) % GATE_BITS` is set for every word of four letters or more. */
  readonly gates: Uint32Array;
  readonly version: number;
}

const cache = new WeakMap<NormalizedText, TextWords>();

/** The words of a normalized text, computed once per text and shared by every rule set. */
export function textWords(norm: NormalizedText): TextWords {
  const known = cache.get(norm);
  if (known !== undefined && known.version === vocabularyVersion) return known;
  const words = splitWords(norm.text);
  cache.set(norm, words);
  return words;
}

function splitWords(text: string): TextWords {
  const n = text.length;
  const starts: number[] = [];
  const ends: number[] = [];
  const ids: number[] = [];
  const prefixIds: number[] = [];
  const gates = new Uint32Array(GATE_BITS >>> 5);
  let count = 0;
  let i = 0;
  while (i < n) {
    let c = lowerCode(text.charCodeAt(i));
    if (!isWordCode(c)) {
      i++;
      continue;
    }
    const start = i;
    let h = HASH_SEED;
    let h3 = -1;
    do {
      h = hashStep(h, c);
      i++;
      if (i - start === 3) h3 = h;
      if (i - start === GATE_KEY_LENGTH) gates[(h & (GATE_BITS - 1)) >>> 5]! |= 1 << (h & 31);
      c = i < n ? lowerCode(text.charCodeAt(i)) : 0;
    } while (i < n && isWordCode(c));
    starts.push(start);
    ends.push(i);
    ids.push(exactWords.find(h, text, start, i - start));
    prefixIds.push(h3 === -1 ? -1 : prefixStarts.find(h3, text, start, 3));
    count++;
  }
  return { count, starts, ends, ids, prefixIds, gates, version: vocabularyVersion };
}

/** Whether gate filter `gates` may contain a word starting with `key` (hash of its first GATE_KEY_LENGTH letters). */
export function mayContain(gates: Uint32Array, keyHash: number): boolean {
  return (gates[(keyHash & (GATE_BITS - 1)) >>> 5]! & (1 << (keyHash & 31))) !== 0;
}
