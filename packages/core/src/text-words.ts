import type { NormalizedText } from './normalize.js';
import { wordLower } from './char-codes.js';
import { exactWords, HASH_SEED, HASH_SEED2, hashStep, hashStep2, prefixStarts, vocabularyVersion } from './vocabulary.js';

/**
 * The words of a normalized text (runs of `[A-Za-z0-9_]`, as `\w` and `\b` see
 * them), with what the rule engine looks up: each word's id among the words rules
 * use, and the id of its first three letters among rule prefixes.
 */
export interface TextWords {
  readonly count: number;
  /** Start and end offsets of each word in the normalized text (first `count` entries). */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Id in `exactWords`, or -1. */
  readonly ids: Int32Array;
  /** Id of the first three letters in `prefixStarts`, or -1. */
  readonly prefixIds: Int32Array;
  /** Hash of the whole word, of its first three letters (-1 if shorter) and of its first four (-1 if shorter); see `vocabulary.ts`. */
  readonly hashes: Int32Array;
  readonly heads3: Int32Array;
  readonly heads4: Int32Array;
  /** A second hash of the whole word, independent of `hashes` (the pair names a similarity term). */
  readonly hashes2: Int32Array;
  /**
   * Every character of the text, in ASCII lower case (first `text.length`
   * entries): words are compared with these, not with the string (`startsWithAt`
   * in `vocabulary.ts` says why), by the word tables here and by the rule engine.
   */
  readonly lower: Uint16Array;
  /** Changes whenever these words are replaced by another text's, so derived data can be cached by it. */
  readonly generation: number;
}

/**
 * The last few texts split, each in its own reusable buffers. The rule sets of
 * all checkers scan the same reply one after another, so a handful of slots
 * serve them all, and a text costs no allocation once the buffers are big
 * enough (a per-text cache kept garbage and a weak map busy at millions of texts).
 * A slot's words are valid until the slot is reused, which no scan outlives:
 * scans are synchronous and read the words of one text at a time.
 */
class WordSlot implements TextWords {
  norm: NormalizedText | null = null;
  version = -1;
  generation = 0;
  count = 0;
  starts = new Int32Array(64);
  ends = new Int32Array(64);
  ids = new Int32Array(64);
  prefixIds = new Int32Array(64);
  hashes = new Int32Array(64);
  heads3 = new Int32Array(64);
  heads4 = new Int32Array(64);
  hashes2 = new Int32Array(64);
  lower = new Uint16Array(128);

  /** Room for `n` words and `2n` characters (a buffer grown for a huge text is let go at the next small one). */
  reserve(n: number): void {
    const have = this.starts.length;
    if (have >= n && (have <= LARGE || n > LARGE)) return;
    const size = have < n ? Math.max(n, have * 2) : Math.max(n, 64);
    this.starts = new Int32Array(size);
    this.ends = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.prefixIds = new Int32Array(size);
    this.hashes = new Int32Array(size);
    this.heads3 = new Int32Array(size);
    this.heads4 = new Int32Array(size);
    this.hashes2 = new Int32Array(size);
    // splitWords asks for (characters >>> 1) + 1 words, so twice that holds every character.
    this.lower = new Uint16Array(2 * size);
  }
}

const SLOTS = 4;
/** Word buffers bigger than this are not kept for small texts. */
const LARGE = 1 << 16;
const slots: WordSlot[] = Array.from({ length: SLOTS }, () => new WordSlot());
let nextSlot = 0;
let generations = 0;

/** The words of a normalized text, split once and shared by every rule set that scans it next. */
export function textWords(norm: NormalizedText): TextWords {
  for (let k = 0; k < SLOTS; k++) {
    const slot = slots[k]!;
    if (slot.norm === norm && slot.version === vocabularyVersion) return slot;
  }
  const slot = slots[nextSlot]!;
  nextSlot = (nextSlot + 1) % SLOTS;
  slot.norm = norm;
  slot.version = vocabularyVersion;
  slot.generation = ++generations;
  splitWords(norm.text, slot);
  return slot;
}

function splitWords(text: string, into: WordSlot): void {
  const n = text.length;
  // A word takes at least one character and one separator after it.
  into.reserve((n >>> 1) + 1);
  const { starts, ends, ids, prefixIds, hashes, heads3, heads4, hashes2, lower } = into;
  let count = 0;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    let c = wordLower(code);
    if (c === 0) {
      lower[i] = code; // not a word character: not an upper-case letter either
      i++;
      continue;
    }
    lower[i] = c;
    const start = i;
    let h = hashStep(HASH_SEED, c);
    let g = hashStep2(HASH_SEED2, c);
    let h3 = -1;
    let h4 = -1;
    // The first four letters, where the prefix hashes are taken; then the rest of the word.
    let k = 1;
    for (i++; i < n && (c = wordLower(text.charCodeAt(i))) !== 0; i++) {
      lower[i] = c;
      h = hashStep(h, c);
      g = hashStep2(g, c);
      if (++k === 3) h3 = h;
      else if (k === 4) {
        h4 = h;
        for (i++; i < n && (c = wordLower(text.charCodeAt(i))) !== 0; i++) {
          lower[i] = c;
          h = hashStep(h, c);
          g = hashStep2(g, c);
        }
        break;
      }
    }
    starts[count] = start;
    ends[count] = i;
    ids[count] = exactWords.find(h, lower, start, i - start);
    prefixIds[count] = h3 === -1 ? -1 : prefixStarts.find(h3, lower, start, 3);
    hashes[count] = h;
    heads3[count] = h3;
    heads4[count] = h4;
    hashes2[count] = g;
    count++;
  }
  into.count = count;
}
