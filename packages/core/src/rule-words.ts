/**
 * The words a rule's match can start with, read from its pattern.
 *
 * The text is seen as a sequence of words: runs of `[A-Za-z0-9_]`, lower case,
 * split on everything else. For a pattern, the analysis lists every sequence of
 * up to {@link MAX_WORDS} (two) leading words a match can begin with, by expanding the
 * pattern's literal parts (alternatives, optional parts, small classes, small
 * repeats). Where the pattern stops being literal (a `[a-z ]{0,40}` gap, `\w+`,
 * `.`), the sequence ends there, and its last word may be only a prefix ("chemo"
 * for `chemo\w{0,6}`). The result is a necessary condition: a match always begins
 * with the words of one listed sequence, so the engine can skip every position
 * where none fits, and run the real pattern only where one does.
 */
import { assertPath, assertPattern } from './check-input.js';
import { isWordCode } from './char-codes.js';
import { parseRegex, type Node } from './regex-ast.js';

/**
 * How many leading words a sequence holds at most. Two words already make the
 * index selective ("you should", "i feel"); listing a third for every rule up
 * front runs to thousands of sequences for some rules, so the words after the
 * first two are read per sequence, when a scan first meets it ({@link nextWords}).
 */
export const MAX_WORDS = 2;

/** One leading word: `exact` means the text word must equal it, otherwise start with it. */
export interface LeadWord {
  readonly word: string;
  readonly exact: boolean;
}

/** A lead word as a map key: the word, with `*` after a prefix. */
export const wordKey = (w: LeadWord): string => `${w.word}${w.exact ? '' : '*'}`;

/**
 * Sequences per rule, roughly. When a rule's two-word sequences pass this (long
 * alternations of people, feelings, intensifiers), the analysis cuts every
 * sequence to one word: a looser but still correct filter, and a
 * bounded analysis.
 */
const MAX_SEQUENCES = 1000;

/**
 * In a gap-word expansion ({@link nextWordsPastGap}), one character standing for
 * "some word characters, not known which": a class of word characters such as
 * `[a-z]{2,10}`. A text word made only of it is any one word.
 */
const GAP = '\u0001';
const GAP_CODE = GAP.charCodeAt(0);

interface State {
  /** Expanded text so far: lower-case word characters, and ' ' for any separator. */
  readonly s: string;
  /** Complete words in `s` (words followed by a separator). */
  readonly words: number;
  /** A `\b` came before the first character: the match starts at a word start. */
  readonly anchored: boolean;
  /**
   * What tells states apart: `s`, after a `^` when anchored. Made once per state, so
   * the many maps a state passes through hash one string, not a new one each time.
   */
  readonly key: string;
}

const state = (s: string, words: number, anchored: boolean): State => ({ s, words, anchored, key: anchored ? `^${s}` : s });
/** The state nothing has been expanded into yet. */
const START: State = state('', 0, false);

/** `s` cut after its `n`-th complete word (separator kept). */
function cut(st: State, n: number): State {
  if (st.words <= n) return st;
  let seen = 0;
  for (let k = 1; k < st.s.length; k++) {
    if (st.s[k] === ' ' && st.s[k - 1] !== ' ' && ++seen === n) return state(st.s.slice(0, k + 1), n, st.anchored);
  }
  return st;
}

/**
 * One analysis. Live states are expanded node by node; a state that has its
 * words, or reaches a part that is not literal, is finished and set aside.
 */
class Expansion {
  private finished = new Map<string, State>();

  /**
   * `prefix`: when set, only states that can still begin with it (or already
   * do) are kept, so an expansion along known first words stays small.
   */
  constructor(
    public maxWords = MAX_WORDS,
    private readonly prefix = '',
    /**
     * When set, a class of word characters is expanded as the gap mark rather
     * than ending the state, and a state is finished as soon as its word number
     * `gapAt` (0-based) is complete and literal: only the words after a gap word
     * are wanted past it.
     */
    private readonly gapAt = -1,
  ) {}

  /** Whether `s` can begin, or begins, with the prefix (a gap mark may stand for any of it). */
  private fits(s: string): boolean {
    const p = this.prefix;
    if (p.length === 0) return true;
    const mark = this.gapAt < 0 ? -1 : s.indexOf(GAP);
    if (mark >= 0 && mark < p.length) return p.startsWith(s.slice(0, mark));
    return s.length <= p.length ? p.startsWith(s) : s.startsWith(p);
  }

  /**
   * Where a state `s` still has to meet the prefix: its length, when it is shorter
   * than the prefix and holds no gap mark (which stands for any of it); else -1,
   * when nothing appended to it can leave the prefix (`s` fits, as every kept state does).
   */
  private openAt(s: string): number {
    if (s.length >= this.prefix.length) return -1;
    return this.gapAt >= 0 && s.includes(GAP) ? -1 : s.length;
  }

  /**
   * Whether character code `c` of an appended string writes into a word: a word
   * character, or in a gap-word expansion the gap mark (which stands for some).
   * Anything else is a separator.
   */
  private writesWord(c: number): boolean {
    return isWordCode(c) || (c === GAP_CODE && this.gapAt >= 0);
  }

  /**
   * Whether appending `str` to a state open at `at` ({@link openAt}) can still fit
   * the prefix, judged by the first character the append writes: most strings of a
   * long alternation fail here, before any string is built. Only a sure mismatch
   * says no; {@link fits} still judges the rest.
   */
  private canContinue(at: number, str: string): boolean {
    if (str.length === 0) return true;
    const c = str.charCodeAt(0);
    if (c === GAP_CODE && this.gapAt >= 0) return true; // the mark stands for any letters
    if (isWordCode(c)) return c === this.prefix.charCodeAt(at);
    // A separator writes ' ' after a word (the prefix must have one there), and
    // nothing after a separator; a leading one cannot fit, as the prefix starts with a word.
    return at > 0 && (this.prefix.charCodeAt(at) === 32 || this.prefix.charCodeAt(at - 1) === 32);
  }

  /** Whether a state whose last complete word is word `words - 1` of `s` is done before its word count. */
  private doneAtGap(s: string, words: number): boolean {
    if (words !== this.gapAt + 1) return false;
    const from = s.lastIndexOf(' ', s.length - 2) + 1;
    return s.indexOf(GAP, from) < 0;
  }

  finish(st: State): void {
    if (!this.fits(st.s)) return;
    const done = cut(st, this.maxWords);
    this.finished.set(done.key, done);
    while (this.finished.size > MAX_SEQUENCES && this.maxWords > 1) this.lower();
  }

  /** Index by one word fewer from now on. */
  lower(): void {
    this.maxWords--;
    const shorter = new Map<string, State>();
    for (const f of this.finished.values()) {
      const c = cut(f, this.maxWords);
      shorter.set(c.key, c);
    }
    this.finished = shorter;
  }

  finishAll(states: readonly State[]): State[] {
    for (const st of states) this.finish(st);
    return [];
  }

  /** Too many live states: finish them where they stand (a looser, correct answer). */
  cap(states: State[]): State[] {
    return states.length > MAX_SEQUENCES ? this.finishAll(states) : states;
  }

  /** Every state followed by every one of `strings`. */
  append(states: readonly State[], strings: readonly string[]): State[] {
    // About to explode (many states times many strings): lower the word count first.
    while (this.maxWords > 1 && states.length * strings.length > 4 * MAX_SEQUENCES && states.some((st) => st.words === this.maxWords - 1)) {
      this.lower();
    }
    const out = new Map<string, State>();
    for (const st of states) {
      if (st.words >= this.maxWords) {
        this.finish(st); // the word count was lowered since this state was made
        continue;
      }
      const open = this.openAt(st.s);
      /**
       * Whether a string starting with a separator has finished this state at that
       * separator: every other such string finishes it the same way (a long
       * alternation of " so", " very", ... after a state with its words), so they are passed over.
       */
      let doneBySeparator = false;
      next: for (const str of strings) {
        if (open >= 0 && !this.canContinue(open, str)) continue;
        if (doneBySeparator && str.length > 0 && !this.writesWord(str.charCodeAt(0))) continue;
        let s = st.s;
        let words = st.words;
        let k = 0;
        while (k < str.length) {
          // A run of word characters is appended in one piece (fewer, flatter strings).
          let end = k;
          while (end < str.length && this.writesWord(str.charCodeAt(end))) end++;
          if (end > k) {
            s += end - k === str.length ? str : str.slice(k, end);
            k = end;
            continue;
          }
          if (s.length === 0) s = ' '; // a leading separator ends no word
          else if (!s.endsWith(' ')) {
            s += ' '; // separators in a row: the tokenizer sees one
            if (++words >= this.maxWords || (this.gapAt >= 0 && this.doneAtGap(s, words))) {
              this.finish(state(s, words, st.anchored));
              if (k === 0) doneBySeparator = true;
              continue next;
            }
          }
          k++;
        }
        if (!this.fits(s)) continue;
        const grown = state(s, words, st.anchored);
        out.set(grown.key, grown);
      }
    }
    return this.cap([...out.values()]);
  }

  union(a: readonly State[], b: readonly State[]): State[] {
    const out = new Map<string, State>();
    for (const st of a) out.set(st.key, st);
    for (const st of b) out.set(st.key, st);
    return this.cap([...out.values()]);
  }

  expand(node: Node, states: State[]): State[] {
    if (states.length === 0) return states;
    switch (node.t) {
      case 'char':
        return this.append(states, [node.ch]);
      case 'lits':
        return this.append(states, node.strings);
      case 'zero':
        return states;
      case 'wordBoundary': {
        // At the start: the match starts at a word start. After a word character: the word ends here.
        const out: State[] = [];
        for (const st of states) {
          if (st.s.length === 0) out.push(state(st.s, st.words, true));
          else out.push(...this.append([st], [' ']));
        }
        return out;
      }
      case 'class':
        if (node.chars !== null) return this.append(states, node.chars);
        if (node.kind === 'sep') return this.append(states, [' ']);
        if (node.kind === 'word' && this.gapAt >= 0) return this.append(states, [GAP]);
        return this.finishAll(states);
      case 'alt': {
        const out = new Map<string, State>();
        for (const seq of node.alts) {
          let branch = states;
          for (const part of seq) branch = this.expand(part, branch);
          for (const st of branch) out.set(st.key, st);
        }
        return this.cap([...out.values()]);
      }
      case 'rep': {
        const { min, max } = node;
        // Separator runs: zero or one separator says all the tokenizer can see.
        if (node.node.t === 'class' && node.node.chars === null && node.node.kind === 'sep') {
          return min > 0 ? this.append(states, [' ']) : this.union(states, this.append(states, [' ']));
        }
        // A run of word characters in a gap-word expansion: the gap mark, once.
        if (this.gapAt >= 0 && node.node.t === 'class' && node.node.chars === null && node.node.kind === 'word') {
          const marked = this.append(states, [GAP]);
          return min > 0 ? marked : this.union(states, marked);
        }
        let cur = states;
        for (let k = 0; k < min; k++) cur = this.expand(node.node, cur);
        if (max === min) return cur;
        // Unbounded or long repeats: whatever follows is unknown.
        if (max === Infinity || max - min > 3) return this.finishAll(cur);
        let out = cur;
        for (let k = min; k < max && cur.length > 0; k++) {
          cur = this.expand(node.node, cur);
          out = this.union(out, cur);
        }
        return out;
      }
    }
  }

  /** Every state, live or finished, cut to the final word count. */
  results(live: readonly State[]): State[] {
    for (const st of live) this.finish(st);
    return [...this.finished.values()];
  }
}

/**
 * The leading word sequences of a pattern (its source, or the pattern already
 * parsed), or null when a match may start anywhere (not after a `\b` at a word
 * character), so the rule cannot be indexed.
 */
export function leadWordSequences(pattern: string | Node): LeadWord[][] | null {
  assertPattern('leadWordSequences', 'pattern', pattern);
  let states: State[];
  try {
    const run = new Expansion();
    const ast = typeof pattern === 'string' ? parseRegex(pattern) : pattern;
    states = run.results(run.expand(ast, [START]));
  } catch {
    return null;
  }
  // The states are distinct, and a state's text (no leading or doubled separator) says
  // its words: one list per state, with no two alike.
  const out: LeadWord[][] = [];
  for (const st of states) {
    // The match must start with a word character right after a `\b`.
    if (!st.anchored || st.s.length === 0 || st.s[0] === ' ') return null;
    const words = st.s.split(' ');
    const endsInWord = !st.s.endsWith(' ');
    const list: LeadWord[] = [];
    for (let k = 0; k < words.length; k++) {
      const word = words[k]!;
      if (word.length === 0) break;
      // A word that runs to the end of the expansion may continue in the text.
      list.push({ word, exact: !(k === words.length - 1 && endsInWord) });
    }
    out.push(list);
  }
  return out;
}

/**
 * The word that follows `path` in every match of the pattern that begins with
 * the whole words of `path`: the index's next step, read only when a scan needs
 * it. Expanding only along matches that begin with `path` keeps this small where
 * a rule's full list of three-word sequences would run to thousands ("i feel" +
 * every intensifier and feeling). Null when such a match may have any word next
 * (the pattern stops being literal there), or end after `path`: then the word
 * says nothing. A necessary condition like the index: a match beginning with
 * `path` always has one of these words next.
 */
export function nextWords(pattern: string | Node, path: readonly string[]): LeadWord[] | null {
  assertPattern('nextWords', 'pattern', pattern);
  assertPath('nextWords', 'path', path);
  if (path.length === 0) return null;
  const prefix = `${path.join(' ')} `;
  let states: State[];
  try {
    const run = new Expansion(path.length + 1, prefix);
    const ast = typeof pattern === 'string' ? parseRegex(pattern) : pattern;
    states = run.results(run.expand(ast, [START]));
  } catch {
    return null;
  }
  const out = new Map<string, LeadWord>();
  for (const st of states) {
    if (!st.anchored || !st.s.startsWith(prefix)) return null; // ends within the path
    const rest = st.s.slice(prefix.length);
    if (rest.length === 0) return null; // anything, or nothing, may follow
    const exact = rest.endsWith(' ');
    const word = exact ? rest.slice(0, -1) : rest;
    if (word.includes(' ')) return null;
    const w: LeadWord = { word, exact };
    out.set(wordKey(w), w);
  }
  return out.size === 0 ? null : [...out.values()];
}

/** The words that may come next after a path, and those that may come after one gap word there. */
export interface WordsPastGap {
  /** Literal words that may come right after the path. */
  readonly next: readonly LeadWord[];
  /** Words that may come after the path and then any one word (the gap word). */
  readonly afterGap: readonly LeadWord[];
}

/**
 * Whether `word` is a gap word: it holds a gap mark, so it is some one text word,
 * not known which (letters around the mark, as in `[a-z]{2,15}s`, narrow it, but
 * any word is the safe reading).
 */
const isGapWord = (word: string): boolean => word.includes(GAP);

/**
 * What the next-word index reads from a pattern after `path`: the words that may
 * come next ({@link nextWords}' answer), and, where any one word may come next
 * ("your [a-z]{2,10} group", "the [a-z]{1,15} will"), where {@link nextWords} says
 * nothing, the words that may come after that gap word. A necessary
 * condition like the others: a match beginning with the whole words of `path`
 * has one of `next` as its next word, or one of `afterGap` as the word after
 * that. A gap word may also stand for a word of the path ("your writing group":
 * after "your writing", "group" comes next). Null when that cannot be said (the
 * match may end, or stop being literal, within those words, or the word after a
 * gap word is another gap word).
 */
export function nextWordsPastGap(pattern: string | Node, path: readonly string[]): WordsPastGap | null {
  assertPattern('nextWordsPastGap', 'pattern', pattern);
  assertPath('nextWordsPastGap', 'path', path);
  if (path.length === 0) return null;
  let states: State[];
  try {
    const ast = typeof pattern === 'string' ? parseRegex(pattern) : pattern;
    const run = new Expansion(path.length + 2, `${path.join(' ')} `, path.length);
    states = run.results(run.expand(ast, [START]));
  } catch {
    return null;
  }
  const next = new Map<string, LeadWord>();
  const afterGap = new Map<string, LeadWord>();
  /**
   * Word `k` of `words` as a listed word (`words` ends with "" after a separator,
   * or with a word cut short), or null. Letters before a gap mark are a prefix.
   */
  const listed = (words: readonly string[], k: number): LeadWord | null => {
    const word = words[k] ?? '';
    const mark = word.indexOf(GAP);
    if (mark === 0 || word.length === 0) return null;
    if (mark > 0) return { word: word.slice(0, mark), exact: false };
    return { word, exact: k < words.length - 1 };
  };
  states: for (const st of states) {
    if (!st.anchored) return null;
    const words = st.s.split(' ');
    for (let k = 0; k < path.length; k++) {
      if (k >= words.length - 1) return null; // ends within the path
      if (words[k] !== path[k] && !isGapWord(words[k]!)) continue states; // a branch that cannot begin with the path
    }
    const at = path.length;
    // A word that starts with letters is listed by them (a prefix); one that starts
    // with a gap mark is the gap word, and the word after it is listed instead.
    if ((words[at] ?? '').indexOf(GAP) !== 0 || at === words.length - 1) {
      const w = listed(words, at);
      if (w === null) return null;
      next.set(wordKey(w), w);
      continue;
    }
    const w = listed(words, at + 1);
    if (w === null) return null;
    afterGap.set(wordKey(w), w);
  }
  if (afterGap.size === 0 && next.size === 0) return null;
  return { next: [...next.values()], afterGap: [...afterGap.values()] };
}

/**
 * The word a match of `seq` (a sequence of pattern nodes) begins with, for each
 * way the sequence can begin; a leading separator is skipped, since the word after
 * it starts a text word. `wordStart` says whether the first word is known to
 * start a text word: true when every expansion starts after a separator or a
 * `\b`, false when some could start inside a word (so its first word is only the
 * end of a text word). Null when a match may start with no literal word at all.
 */
export function firstWords(seq: readonly Node[]): { words: LeadWord[]; wordStart: boolean } | null {
  let states: State[];
  try {
    const run = new Expansion(1);
    let live: State[] = [START];
    for (const node of seq) live = run.expand(node, live);
    states = run.results(live);
  } catch {
    return null;
  }
  const words = new Map<string, LeadWord>();
  let wordStart = true;
  for (const st of states) {
    const afterSeparator = st.s.startsWith(' ');
    const s = afterSeparator ? st.s.slice(1) : st.s;
    const end = s.indexOf(' ');
    const word = end < 0 ? s : s.slice(0, end);
    if (word.length === 0) return null;
    if (!afterSeparator && !st.anchored) wordStart = false;
    const w: LeadWord = { word, exact: end >= 0 };
    words.set(wordKey(w), w);
  }
  return words.size === 0 ? null : { words: [...words.values()], wordStart };
}
