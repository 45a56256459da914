/**
 * The rule index past a trie node's words. The trie files each rule under the
 * one or two words its matches can start with; when a scan first reaches a node,
 * this reads from the patterns filed there which word must come next in their
 * matches (`nextWords`) and sorts the rules by it. A scan then looks the text's
 * next word up and runs only the rules that accept it, and those that accept any:
 * a rule that starts "i feel" but needs "so", "sad" or "sick" next is not run at
 * the other "i feel"s of a text. Whole words are kept by hash alone, in typed
 * arrays: two words sharing a hash only let a rule be tried whose pattern then
 * decides, so results never depend on it, and an index costs a few bytes a word.
 */
import type { Node } from './regex-ast.js';
import { nextWords } from './rule-words.js';
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

/** A node's rules by the next word; `N` is the engine's node type (children are made by the engine). */
export interface NextIndex<N> {
  /** Rules whose next word is not known: always tried. */
  readonly any: readonly number[];
  /** How many whole words may come next. */
  readonly words: number;
  /**
   * The whole words and their rules, in one array (a typed array costs a few
   * hundred bytes before its first number, and a run builds thousands of
   * indexes): at `i` the hash of word `i` (as `TextWords.hashes` holds it;
   * sorted, each once), at `words + i` where its rules start among the rules
   * that follow (`words + 1` offsets), then the rules.
   */
  readonly data: Int32Array;
  /**
   * Per whole word, the node one word deeper and the text word it was made for,
   * made on the first descent (most listed words never occur).
   */
  children: ({ readonly word: string; readonly node: N } | null)[] | null;
  readonly prefixes: readonly PrefixEntry[];
}

/**
 * Index the rules `rules` (engine rule numbers) of a node reached by the whole
 * words `path`; `patternOf` gives a rule's parsed pattern, or null when it has none.
 */
export function buildNextIndex<N>(rules: readonly number[], path: readonly string[], patternOf: (k: number) => Node | null): NextIndex<N> {
  const any: number[] = [];
  const pairs: number[] = []; // hash, rule, hash, rule, ...
  const prefixes = new Map<string, number[]>();
  for (const k of rules) {
    const ast = patternOf(k);
    const words = ast === null ? null : nextWords(ast, path);
    if (words === null) {
      any.push(k);
      continue;
    }
    for (const w of words) {
      if (w.exact) {
        pairs.push(hashWord(w.word), k);
        continue;
      }
      const list = prefixes.get(w.word);
      if (list === undefined) prefixes.set(w.word, [k]);
      else if (!list.includes(k)) list.push(k);
    }
  }
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
    any,
    words: n,
    data,
    children: null,
    prefixes: [...prefixes].map(([word, list]) => ({ word, head: prefixHead(word), rules: list })),
  };
}

/** Where `hash` is in the index's whole words, or -1. */
export function findWord<N>(ix: NextIndex<N>, hash: number): number {
  const data = ix.data;
  let lo = 0;
  let hi = ix.words - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const h = data[mid]!;
    if (h === hash) return mid;
    if (h < hash) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The rules of whole word `i` of the index. */
export function rulesOfWord<N>(ix: NextIndex<N>, i: number): number[] {
  const { data, words } = ix;
  const base = 1 + 2 * words;
  return Array.from(data.subarray(base + data[words + i]!, base + data[words + i + 1]!));
}
