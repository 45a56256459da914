/**
 * The rule index past a trie node's words. The trie files each rule under the
 * one or two words its matches can start with; when a scan reaches a node often enough,
 * this reads from the patterns filed there which word must come next in their
 * matches (`nextWordsPastGap`) and sorts the rules by it. A scan then looks the text's
 * next word up and runs only the rules that accept it, and those that accept any:
 * a rule that starts "i feel" but needs "so", "sad" or "sick" next is not run at
 * the other "i feel"s of a text. A rule that takes any one word next and a known
 * word after it ("your … group") is filed by that word instead, in the index's
 * gap table (`nextWordsPastGap`). Whole words are kept by hash alone, in typed
 * arrays: two words sharing a hash only let a rule be tried whose pattern then
 * decides, so results never depend on it, and an index costs a few bytes a word.
 */
import type { Node } from './regex-ast.js';
import { nextWordsPastGap, type LeadWord } from './rule-words.js';
import { hashWord, prefixHead } from './vocabulary.js';

/**
 * The longest path the index follows word by word. Past it, the rules are
 * simply tried: their patterns decide.
 */
export const MAX_PATH = 6;

/** Rules that need the text's next word to start with `word`. */
export interface PrefixEntry {
  readonly word: string;
  /** The word's {@link prefixHead}. */
  readonly head: number;
  readonly rules: readonly number[];
}

/** Rules by a word of the text: whole words by hash, and prefixes. */
export interface WordTable {
  /** How many whole words are listed. */
  readonly words: number;
  /**
   * The whole words and their rules, in one array (a typed array costs a few
   * hundred bytes before its first number, and a run builds thousands of
   * indexes): at `i` the hash of word `i` (as `TextWords.hashes` holds it;
   * sorted, each once), at `words + i` where its rules start among the rules
   * that follow (`words + 1` offsets), then the rules.
   */
  readonly data: Int32Array;
  readonly prefixes: readonly PrefixEntry[];
}

/**
 * Rules that take any one word after the node's words and need a known word after
 * that ("your … group", "the … will"): found by the word after next.
 */
export interface GapTable extends WordTable {
  /** Per whole word, its rules (tried as they are: no deeper node). */
  readonly lists: readonly (readonly number[])[];
  /** Every rule of the table, tried when the word after next runs past a scan's limit. */
  readonly all: readonly number[];
}

/**
 * A node's rules by the next word (the table's words: the words that may come
 * next); `N` is the engine's node type (children are made by the engine).
 */
export interface NextIndex<N> extends WordTable {
  /** Rules whose next word is not known: always tried. */
  readonly any: readonly number[];
  /**
   * Per whole word, the node one word deeper and the text word it was made for,
   * made on the first descent (most listed words never occur).
   */
  children: ({ readonly word: string; readonly node: N } | null)[] | null;
  /** Rules found by the word after next, past one gap word; null when there are none. */
  readonly afterGap: GapTable | null;
}

/** Collects (word, rule) pairs, then lays them out as a {@link WordTable}. */
class TableBuilder {
  private readonly pairs: number[] = []; // hash, rule, hash, rule, ...
  private readonly prefixes = new Map<string, number[]>();
  readonly rules = new Set<number>();

  add(w: LeadWord, k: number): void {
    this.rules.add(k);
    if (w.exact) {
      this.pairs.push(hashWord(w.word), k);
      return;
    }
    const list = this.prefixes.get(w.word);
    if (list === undefined) this.prefixes.set(w.word, [k]);
    else if (!list.includes(k)) list.push(k);
  }

  build(): WordTable {
    const pairs = this.pairs;
    // Sort (hash, rule) pairs, then group them by hash.
    const order = Array.from({ length: pairs.length / 2 }, (_, i) => i);
    order.sort((a, b) => pairs[2 * a]! - pairs[2 * b]! || pairs[2 * a + 1]! - pairs[2 * b + 1]!);
    const hashes: number[] = [];
    const starts: number[] = [];
    const flat: number[] = [];
    for (const i of order) {
      const h = pairs[2 * i]!;
      const k = pairs[2 * i + 1]!;
      if (hashes.length === 0 || hashes[hashes.length - 1] !== h) {
        hashes.push(h);
        starts.push(flat.length);
      } else if (flat[flat.length - 1] === k) {
        continue; // the same rule listed the word twice
      }
      flat.push(k);
    }
    starts.push(flat.length);
    const n = hashes.length;
    const data = new Int32Array(1 + 2 * n + flat.length);
    data.set(hashes, 0);
    data.set(starts, n);
    data.set(flat, 1 + 2 * n);
    return {
      words: n,
      data,
      prefixes: [...this.prefixes].map(([word, list]) => ({ word, head: prefixHead(word), rules: list })),
    };
  }
}

/**
 * Index the rules `rules` (engine rule numbers) of a node reached by the whole
 * words `path`; `patternOf` gives a rule's parsed pattern, or null when it has none.
 */
export function buildNextIndex<N>(rules: readonly number[], path: readonly string[], patternOf: (k: number) => Node | null): NextIndex<N> {
  const any: number[] = [];
  const next = new TableBuilder();
  const gap = new TableBuilder();
  for (const k of rules) {
    const ast = patternOf(k);
    // One reading gives both: a rule with a known next word has no words after a gap.
    const past = ast === null ? null : nextWordsPastGap(ast, path);
    if (past === null) {
      any.push(k);
      continue;
    }
    for (const w of past.next) next.add(w, k);
    for (const w of past.afterGap) gap.add(w, k);
  }
  let afterGap: GapTable | null = null;
  if (gap.rules.size > 0) {
    const { words, data, prefixes } = gap.build();
    const lists = Array.from({ length: words }, (_, i) => rulesOfWord(data, words, i));
    afterGap = { words, data, prefixes, lists, all: [...gap.rules] };
  }
  // Written out, not spread: every index then has one shape (a spread gave them
  // several, and the scan's lookups in them went megamorphic in a long-lived process).
  const { words, data, prefixes } = next.build();
  return { any, words, data, prefixes, children: null, afterGap };
}

/**
 * Where `hash` is among the `words` whole words of a table's `data`
 * ({@link WordTable}), or -1. It takes the table's two fields, not the table:
 * the scan calls it with next-word and gap tables, and a typed array has one shape.
 */
export function findWord(data: Int32Array, words: number, hash: number): number {
  let lo = 0;
  let hi = words - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const h = data[mid]!;
    if (h === hash) return mid;
    if (h < hash) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The rules of whole word `i` of a table's `data`, which holds `words` whole words. */
export function rulesOfWord(data: Int32Array, words: number, i: number): number[] {
  const base = 1 + 2 * words;
  return Array.from(data.subarray(base + data[words + i]!, base + data[words + i + 1]!));
}
