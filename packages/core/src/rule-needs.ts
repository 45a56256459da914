/**
 * Needed words: words that any match of a rule must contain somewhere, read from
 * its pattern. The leading-word index (`rule-words.ts`) finds where a match may
 * start; needed words say whether it can match in this text at all. A rule that
 * starts with "i" or "you" and whose telling word comes after a gap ("i … cry",
 * "you'll … in no time") would otherwise be tried at every "i" and "you"; with
 * its needed words absent from the text, the engine skips it without running
 * its pattern.
 *
 * The answer is a list of clauses: every clause holds words of which the text
 * must contain at least one (as a whole word, or as the start of a word for a
 * prefix). A necessary condition, like the index: it can only skip rules that
 * cannot match.
 */
import { isWordCode } from './char-codes.js';
import { assertPattern } from './check-input.js';
import { parseRegex, type Node } from './regex-ast.js';
import { firstWords, wordKey, type LeadWord } from './rule-words.js';

export type Clause = readonly LeadWord[];

/** At most this many clauses are kept per rule: each one costs a lookup per try. */
const MAX_CLAUSES = 2;
/** Groups with more alternatives than this are not searched for clauses. */
const MAX_GROUP = 24;
/** A clause must be at least this selective (see {@link clauseCost}) to be worth a lookup. */
const MAX_COST = 40;

/** Words so common in conversation that needing one of them says little. */
const COMMON = new Set([
  'you', 'your', 'the', 'and', 'that', 'this', 'with', 'have', 'what', 'for', 'are', 'not', 'but', 'can', 'its',
  'just', 'all', 'was', 'how', 'they', 'it', 'is', 'to', 'of', 'in', 'on', 'be', 'do', 'so', 'me', 'my', 'we',
  'like', 'there', 'about', 'from', 'will', 'more', 'when', 'some', 'been', 'would', 'could', 'really',
]);

/** Rough chance-of-occurring weight of one word: short and common words cost more. */
function wordCost(w: LeadWord): number {
  const n = w.word.length;
  if (!w.exact && n < 3) return Infinity; // a two-letter prefix is not worth keeping
  if (COMMON.has(w.word)) return 50; // more than MAX_COST: a clause with one is not kept
  if (n >= 5) return 1;
  if (n === 4) return 2;
  if (n === 3) return w.exact ? 6 : 8;
  return n === 2 ? 25 : 40;
}

/** How likely a clause is to be satisfied by some text; lower is more selective. */
function clauseCost(clause: Clause): number {
  let sum = 0;
  for (const w of clause) sum += wordCost(w);
  return sum;
}

/** The words of a clause, deduplicated, a prefix absorbing the words it starts. */
function tidy(words: readonly LeadWord[]): LeadWord[] {
  const prefixes = words.filter((w) => !w.exact);
  const out = new Map<string, LeadWord>();
  for (const w of words) {
    if (w.exact && prefixes.some((p) => w.word.startsWith(p.word))) continue;
    if (!w.exact && prefixes.some((p) => p !== w && p.word.length < w.word.length && w.word.startsWith(p.word))) continue;
    out.set(wordKey(w), w);
  }
  return [...out.values()];
}

/**
 * How a match of `node` ends, seen from the tokenizer: `'sep'` always with a
 * separator (so a word starts after it), `'sepOrEmpty'` with a separator or
 * with nothing at all, `'other'` otherwise.
 */
function ending(node: Node): 'sep' | 'sepOrEmpty' | 'other' {
  switch (node.t) {
    case 'char':
      return isWordCode(node.ch.charCodeAt(0)) ? 'other' : 'sep';
    case 'lits': {
      let empty = false;
      for (const s of node.strings) {
        if (s.length === 0) empty = true;
        else if (isWordCode(s.charCodeAt(s.length - 1))) return 'other';
      }
      return empty ? 'sepOrEmpty' : 'sep';
    }
    case 'class':
      return node.kind === 'sep' ? 'sep' : 'other';
    case 'rep': {
      const inner = ending(node.node);
      if (inner === 'other') return 'other';
      return node.min > 0 ? inner : 'sepOrEmpty';
    }
    case 'alt': {
      let result: 'sep' | 'sepOrEmpty' = 'sep';
      for (const seq of node.alts) {
        const e = sequenceEnding(seq);
        if (e === 'other') return 'other';
        if (e === 'sepOrEmpty') result = 'sepOrEmpty';
      }
      return result;
    }
    default:
      return 'sepOrEmpty'; // zero width
  }
}

/**
 * How a match of a sequence ends. A last node that may match nothing hands the
 * question to the node before it: "c-?" ends in "c" when the hyphen is absent, so
 * a word goes on after it ("cptsd").
 */
function sequenceEnding(seq: readonly Node[]): 'sep' | 'sepOrEmpty' | 'other' {
  for (let j = seq.length - 1; j >= 0; j--) {
    const node = seq[j]!;
    if (node.t === 'zero' || node.t === 'wordBoundary') continue;
    const e = ending(node);
    if (e !== 'sepOrEmpty') return e;
  }
  return 'sepOrEmpty';
}

/** Whether what follows in `seq` from `from` on is sure to begin with a separator or a `\b`. */
function startsWithSeparator(seq: readonly Node[], from: number): boolean {
  for (let j = from; j < seq.length; j++) {
    const node = seq[j]!;
    if (node.t === 'zero') continue;
    return beginsWithSeparator(node);
  }
  return false;
}

function beginsWithSeparator(node: Node): boolean {
  switch (node.t) {
    case 'wordBoundary':
      return true;
    case 'char':
      return !isWordCode(node.ch.charCodeAt(0));
    case 'lits':
      return node.strings.every((s) => s.length > 0 && !isWordCode(s.charCodeAt(0)));
    case 'class':
      return node.kind === 'sep';
    case 'rep':
      return node.min > 0 && beginsWithSeparator(node.node);
    default:
      return false;
  }
}

/**
 * The words of literal strings, as a clause: from each string, its most
 * selective word (its first word only when the string starts a word; its last
 * word only as a prefix, unless what follows the strings ends a word). Null when
 * some string has none.
 */
function literalClause(strings: readonly string[], startsWord: boolean, endsWord: boolean): Clause | null {
  const union: LeadWord[] = [];
  for (const s of strings) {
    let best: LeadWord | null = null;
    let bestCost = Infinity;
    let k = 0;
    while (k < s.length) {
      if (!isWordCode(s.charCodeAt(k))) {
        k++;
        continue;
      }
      const from = k;
      while (k < s.length && isWordCode(s.charCodeAt(k))) k++;
      if (from === 0 && !startsWord) continue;
      const w: LeadWord = { word: s.slice(from, k), exact: k < s.length || endsWord };
      const cost = wordCost(w);
      if (cost < bestCost) {
        best = w;
        bestCost = cost;
      }
    }
    if (best === null) return null;
    union.push(best);
  }
  return union.length > 0 ? tidy(union) : null;
}

/**
 * Every clause read from a sequence: the first word at each place where a word
 * must start, the words inside literal strings, and, for each mandatory group,
 * the union of its alternatives' best clauses. `startsWord`: the sequence itself
 * begins at a word start. Only the first `own` nodes give clauses (the rest is context).
 */
function sequenceClauses(seq: readonly Node[], startsWord: boolean, own = seq.length): Clause[] {
  const out: Clause[] = [];
  let atWordStart = startsWord;
  for (let j = 0; j < own; j++) {
    const node = seq[j]!;
    if (node.t === 'zero') continue;
    if (node.t !== 'wordBoundary') {
      const first = firstWords(seq.slice(j, j + 3)); // two words rarely need more nodes; a cut word is kept as a prefix
      if (first !== null && (first.wordStart || atWordStart)) out.push(tidy(first.words));
      if (node.t === 'lits') {
        const inner = literalClause(node.strings, atWordStart, startsWithSeparator(seq, j + 1));
        if (inner !== null) out.push(inner);
      }
      const repeated = node.t === 'rep';
      const group = node.t === 'alt' ? node : node.t === 'rep' && node.min > 0 && node.node.t === 'alt' ? node.node : null;
      // A group of many alternatives rarely yields a selective union; skip the work.
      if (group !== null && group.alts.length > 0 && group.alts.length <= MAX_GROUP) {
        const union: LeadWord[] = [];
        for (const alt of group.alts) {
          // Read with what follows the group (up to two nodes), so a word the alternative
          // leaves open can be seen to end there; only the alternative's own nodes give
          // clauses. A repeated group may be followed by itself ("foo" then "bar" makes
          // the word "foobar"), so it is read alone and its last word stays a prefix.
          const context = repeated ? [] : seq.slice(j + 1, j + 3);
          const best = cheapest(sequenceClauses([...alt, ...context], atWordStart, alt.length));
          if (best === null) {
            union.length = 0;
            break;
          }
          union.push(...best);
        }
        if (union.length > 0) out.push(tidy(union));
      }
    }
    // A `\b` before a word character, or a separator, starts a word.
    const e = ending(node);
    atWordStart = node.t === 'wordBoundary' || e === 'sep' || (e === 'sepOrEmpty' && atWordStart);
  }
  return out;
}

function cheapest(clauses: readonly Clause[]): Clause | null {
  let best: Clause | null = null;
  let bestCost = Infinity;
  for (const c of clauses) {
    const cost = clauseCost(c);
    if (cost < bestCost) {
      best = c;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * The needed-word clauses of a pattern (its source, or the pattern already
 * parsed): at most {@link MAX_CLAUSES}, the most selective first, each cheaper
 * than {@link MAX_COST}. Empty when the pattern needs no selective word (or
 * cannot be analysed). A value that is neither throws `SYNTHESIS_INVALID_INPUT`.
 */
export function neededWords(pattern: string | Node): Clause[] {
  assertPattern('neededWords', 'pattern', pattern);
  let root: Node;
  try {
    root = typeof pattern === 'string' ? parseRegex(pattern) : pattern;
  } catch {
    return [];
  }
  if (root.t !== 'alt') return [];
  let candidates: Clause[];
  if (root.alts.length === 1) candidates = sequenceClauses(root.alts[0]!, false);
  else {
    // Each alternative must bring a clause; the rule's clause is their union.
    const union: LeadWord[] = [];
    for (const alt of root.alts) {
      const best = cheapest(sequenceClauses(alt, false));
      if (best === null) return [];
      union.push(...best);
    }
    candidates = [tidy(union)];
  }
  const ranked = candidates
    .map((c) => ({ c, cost: clauseCost(c), key: c.map(wordKey).sort().join(' ') }))
    .filter((x) => x.cost <= MAX_COST)
    .sort((a, b) => a.cost - b.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const chosen: Clause[] = [];
  for (const { c } of ranked) {
    if (chosen.length === MAX_CLAUSES) break;
    // A clause that every text meeting a chosen one also meets adds nothing.
    if (!chosen.some((k) => implies(k, c))) chosen.push(c);
  }
  return chosen;
}

/** Whether a text holding a word of clause `a` always holds a word of clause `b`. */
function implies(a: Clause, b: Clause): boolean {
  return a.every((w) => b.some((v) => (v.exact ? w.exact && v.word === w.word : w.word.startsWith(v.word))));
}
