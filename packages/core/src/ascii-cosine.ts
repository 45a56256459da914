/**
 * The unigram+bigram cosine of two ASCII texts without building a string per
 * term: each term is counted under two independent 30-bit hashes (a unigram's
 * from its characters, a bigram's from its two unigrams' hashes), in
 * open-addressing tables that are reused from call to call. Same terms as
 * `tokenize` + `termCounts` (lower case, `[a-z0-9]+('[a-z0-9]+)*`, a bigram is
 * "first second"); two different terms would have to agree on both hashes (about
 * one chance in 10^18) to be counted as one.
 */
import type { NormalizedText } from './normalize.js';
import { textWords } from './text-words.js';

class TermTable {
  private mask = 63;
  private h1 = new Int32Array(64);
  private h2 = new Int32Array(64);
  /** Count per slot; 0 is an empty slot. */
  private counts = new Int32Array(64);
  /** Slots in use (first `terms` entries), to clear them and to walk the terms. */
  private used = new Int32Array(32);
  terms = 0;

  /** Empty the table (only the slots used last time are cleared). */
  reset(): void {
    const { used, counts } = this;
    for (let i = 0; i < this.terms; i++) counts[used[i]!] = 0;
    this.terms = 0;
  }

  /** Double the table and put every term back (keeps the load at most one half). */
  private grow(): void {
    const { h1, h2, counts, used, terms } = this;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    this.h1 = new Int32Array(size);
    this.h2 = new Int32Array(size);
    this.counts = new Int32Array(size);
    this.used = new Int32Array(size >>> 1);
    for (let i = 0; i < terms; i++) {
      const slot = used[i]!;
      let k = h1[slot]! & this.mask;
      while (this.counts[k] !== 0) k = (k + 1) & this.mask;
      this.h1[k] = h1[slot]!;
      this.h2[k] = h2[slot]!;
      this.counts[k] = counts[slot]!;
      this.used[i] = k;
    }
  }

  add(a: number, b: number): void {
    const { h1, h2, counts, mask } = this;
    for (let k = a & mask; ; k = (k + 1) & mask) {
      const n = counts[k]!;
      if (n === 0) {
        h1[k] = a;
        h2[k] = b;
        counts[k] = 1;
        this.used[this.terms++] = k;
        if (this.terms * 2 >= mask + 1) this.grow();
        return;
      }
      if (h1[k] === a && h2[k] === b) {
        counts[k] = n + 1;
        return;
      }
    }
  }

  get(a: number, b: number): number {
    const { h1, h2, counts, mask } = this;
    for (let k = a & mask; ; k = (k + 1) & mask) {
      const n = counts[k]!;
      if (n === 0) return 0;
      if (h1[k] === a && h2[k] === b) return n;
    }
  }

  /** Sum of squared counts. */
  norm2(): number {
    const { used, counts } = this;
    let sum = 0;
    for (let i = 0; i < this.terms; i++) {
      const n = counts[used[i]!]!;
      sum += n * n;
    }
    return sum;
  }

  /** Dot product with another table. */
  dot(other: TermTable): number {
    const { used, counts, h1, h2 } = this;
    let sum = 0;
    for (let i = 0; i < this.terms; i++) {
      const slot = used[i]!;
      sum += counts[slot]! * other.get(h1[slot]!, h2[slot]!);
    }
    return sum;
  }
}

/**
 * The two hashes of the bigram "previous current", from the two tokens' hashes:
 * combined once per token instead of hashing the bigram's characters again.
 */
const bigram1 = (prev: number, cur: number): number => Math.imul(prev ^ Math.imul(cur, 0x85ebca6b), 0xc2b2ae35) & 0x3fffffff;
const bigram2 = (prev: number, cur: number): number => Math.imul(prev ^ Math.imul(cur, 0x27d4eb2f), 0x165667b1) & 0x3fffffff;
/** The two hashes of a token continued by an apostrophe and the next word ("you" + "re"), mixed unlike a bigram's. */
const joined1 = (head: number, next: number): number => Math.imul(Math.imul(head, 0x9e3779b1) ^ next ^ 39, 0x7feb352d) & 0x3fffffff;
const joined2 = (head: number, next: number): number => Math.imul(Math.imul(head, 0x846ca68b) ^ next ^ 39, 0x68e31da5) & 0x3fffffff;

/**
 * Count the unigrams and bigrams of an ASCII normalized text into `table`, from
 * the words the rule engine split it into (`text-words.ts`, usually already done
 * for the rules): one step per word, not per character. Normalized text has no
 * `_`, so its words are exactly runs of `[a-z0-9]`; a word followed by an
 * apostrophe and another word makes one token with it: "you're".
 */
function countTerms(norm: NormalizedText, table: TermTable): void {
  table.reset();
  const text = norm.text;
  const { starts, ends, hashes, hashes2, count } = textWords(norm);
  let prev1 = -1; // hashes of the previous token, or -1
  let prev2 = 0;
  for (let w = 0; w < count; w++) {
    let u1 = hashes[w]!;
    let u2 = hashes2[w]!;
    while (w + 1 < count && starts[w + 1] === ends[w]! + 1 && text.charCodeAt(ends[w]!) === 39) {
      w++;
      u1 = joined1(u1, hashes[w]!);
      u2 = joined2(u2, hashes2[w]!);
    }
    table.add(u1, u2);
    if (prev1 !== -1) table.add(bigram1(prev1, u1), bigram2(prev2, u2));
    prev1 = u1;
    prev2 = u2;
  }
}

const left = new TermTable();
const right = new TermTable();

/** Cosine of the unigram+bigram counts of two ASCII normalized texts, in [0, 1]. */
export function asciiCosine(a: NormalizedText, b: NormalizedText): number {
  countTerms(a, left);
  countTerms(b, right);
  if (left.terms === 0 || right.terms === 0) return 0;
  const dot = left.terms <= right.terms ? left.dot(right) : right.dot(left);
  return Math.min(1, dot / Math.sqrt(left.norm2() * right.norm2()));
}
