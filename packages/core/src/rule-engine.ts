import { caseFoldable, foldText } from './case-fold.js';
import { assertFindings, assertNormalized, assertRules } from './check-input.js';
import { SynthesisError } from './errors.js';
import { originalSpan, type NormalizedText } from './normalize.js';
import type { CheckInputName, Finding } from './types.js';
import type { Rule } from './rule.js';
import { neededWords } from './rule-needs.js';
import { buildNextIndex, findWord, MAX_PATH, rulesOfWord, type GapTable, type NextIndex, type PrefixEntry } from './next-index.js';
import { leadWordSequences, type LeadWord } from './rule-words.js';
import { PrefixGroups } from './prefix-groups.js';
import { parseRegex, type Node } from './regex-ast.js';
import { textWords, type TextWords } from './text-words.js';
import { exactWords, hashWord, prefixHead, prefixStarts, startsWithAt, vocabularyChanged } from './vocabulary.js';

/** At most this many findings are kept per rule and scan, so a 1 MB reply stays cheap. */
export const MAX_FINDINGS_PER_RULE = 50;

export interface ScanOptions {
  /** Which input the text came from; copied into each finding. Default `assistant`. */
  field?: CheckInputName;
  /** Rule ids to ignore. */
  disabled?: ReadonlySet<string>;
  /** Only scan `text.slice(0, limit)` of the normalized text (e.g. the anchor). */
  limit?: number;
}

/** A compiled rule family, scanned with one walk over a text's words. */
export interface RuleSet {
  readonly rules: readonly Rule[];
  /** Every rule that matches, with its occurrences as findings (original offsets), sorted by start, then end, then rule id. */
  scan(norm: NormalizedText, options?: ScanOptions): Finding[];
  /**
   * Ids of rules the engine could not index by their first words (they are scanned
   * over the whole text, which is slower). Start a pattern with `\b` and literal
   * words or a group of literal alternatives to avoid this.
   */
  readonly untriggered: readonly string[];
  /**
   * Ids of rules whose pattern keeps its `i` flag because it names a character
   * that is not its own case fold (an upper-case letter, `\x41`, a class like
   * `[?-^]` that holds `A` but not `a`; see `case-fold.ts`). They match the same,
   * but compile two to three times more slowly. Write patterns in lower case to avoid this.
   */
  readonly keptCaseFlag: readonly string[];
}

function checkRule(rule: Rule): void {
  const where = `rule "${rule.id}"`;
  if (!/^[a-z0-9_-]+\/[a-z0-9-]+$/.test(rule.id)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: id must look like "checker/rule-name"`);
  }
  if (/[^imsu]/.test(rule.pattern.flags)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: only the i, m, s and u flags are allowed (got /${rule.pattern.flags}/)`);
  }
  if (/\(\?<[A-Za-z]/.test(rule.pattern.source)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: named groups are reserved for the rule engine`);
  }
}

/** A rule of a set, with what the scan needs. */
interface CompiledRule {
  readonly rule: Rule;
  readonly index: number;
  /** Sticky copy, tried at candidate word starts. */
  readonly sticky: RegExp;
  /** Global copy, for rules that cannot be indexed. */
  readonly global: RegExp;
  /**
   * The copies are compiled without the `i` flag and run on the case-folded text
   * (`case-fold.ts`): the same matches, for a fraction of the compile time.
   */
  readonly folded: boolean;
  /**
   * Needed words (`rule-needs.ts`), one array per clause, each word as a key (see
   * {@link needKey}); null until the rule is first a candidate, since reading them
   * from the pattern is most of what compiling costs. The rule is tried only when
   * every clause has a key among the text's words.
   */
  needs: readonly Int32Array[] | null;
  /** The parsed pattern, for the leading words, the needed words and the next-word index (null: it could not be parsed). */
  readonly ast: Node | null;
  /** Whether the sticky pattern has run (so the regex engine has compiled it). */
  ran: boolean;
}

/**
 * A node of a rule set's word trie: the rules whose leading words end here, and
 * the nodes for the next word, by exact word id or by prefix.
 */
interface TrieNode {
  /** Set while the trie is built; then made exact-sized, or shared when empty ({@link finishTrie}). */
  rules: number[];
  exact: Map<number, TrieNode>;
  prefixes: PrefixChild[];
  /** `prefixes` grouped by head when there are more than {@link GROUP_PREFIXES_OVER}; set once the trie is built. */
  groups: PrefixGroups<PrefixChild> | null;
  /** The whole words that lead here, or null when a prefix word does. */
  readonly path: readonly string[] | null;
  /** The rules by the text's next word (`next-index.ts`), built once the node is worth it (see {@link BUILD_AFTER_TRIES}); only where `path` is known. */
  next: NextIndex<TrieNode> | null;
  /** Rule tries at this node so far without an index (see {@link BUILD_AFTER_TRIES}). */
  tries: number;
}

/**
 * A child reached by a next word that starts with `word`. `head` is the word's
 * {@link prefixHead}: a text word with another head cannot start with it, so most
 * children are passed over by one comparison, not a character loop.
 */
interface PrefixChild {
  readonly word: string;
  readonly head: number;
  readonly node: TrieNode;
  /**
   * `node` as reached by a text word that is exactly `word`: the same rules and
   * children, but with its whole-word path known, so it gets a next-word index.
   * Made on the first such visit; none under a node whose path is not known.
   */
  whole: TrieNode | null;
}

/**
 * A node with more prefix children than this has them grouped by head: a few are
 * compared faster one by one than looked up, and most nodes have a few. Those that
 * have many are under words like "your", "his", "the" (a hundred people and places).
 */
const GROUP_PREFIXES_OVER = 8;

/** The whole-word path of the trie's root. */
const ROOT_PATH: readonly string[] = [];

const newNode = (path: readonly string[] | null): TrieNode => ({ rules: [], exact: new Map(), prefixes: [], groups: null, path, next: null, tries: 0 });

/**
 * What a node without rules, trie children or prefix children shares once the trie is
 * built, and what every node made during a scan shares (it has no trie children). Never
 * added to: the trie is only added to while it is built, before {@link finishTrie}.
 */
const NO_RULES: readonly number[] = [];
const NO_CHILDREN: ReadonlyMap<number, TrieNode> = new Map();
const NO_PREFIXES: readonly PrefixChild[] = [];

/**
 * `path` one word longer, in an array of its own length. (A spread, `[...path, word]`,
 * leaves room for sixteen more: nearly three times the memory, over tens of thousands of nodes.)
 */
const pathWith = (path: readonly string[], word: string): readonly string[] => path.concat(word);

/**
 * Finish a built trie, in one pass over the node and every node under it. Let go of the
 * room it no longer needs: the rule, child and prefix lists are copied to their exact
 * size, and empty ones are replaced by shared empty ones. Most of the tens of thousands
 * of nodes a rule set has are leaves with one or two rules, and the growable lists they
 * were built in kept room for far more (with an empty child map, about half a kilobyte a
 * node: over ten megabytes for the three built-in checkers). And group the prefix
 * children by head where there are many ({@link GROUP_PREFIXES_OVER}).
 */
function finishTrie(node: TrieNode): void {
  node.rules = node.rules.length === 0 ? (NO_RULES as number[]) : node.rules.slice();
  if (node.exact.size === 0) node.exact = NO_CHILDREN as Map<number, TrieNode>;
  else for (const child of node.exact.values()) finishTrie(child);
  if (node.prefixes.length === 0) node.prefixes = NO_PREFIXES as PrefixChild[];
  else {
    node.prefixes = node.prefixes.slice();
    if (node.prefixes.length > GROUP_PREFIXES_OVER) node.groups = new PrefixGroups(node.prefixes);
    for (const p of node.prefixes) finishTrie(p.node);
  }
}

/** The node under whole word `i` (here `word`) of a node's index: its rules, and the path one word longer (none past {@link MAX_PATH}). */
function childNode(ix: NextIndex<TrieNode>, i: number, path: readonly string[], word: string): TrieNode {
  return {
    rules: rulesOfWord(ix.data, ix.words, i),
    exact: NO_CHILDREN as Map<number, TrieNode>,
    prefixes: NO_PREFIXES as PrefixChild[],
    groups: null,
    path: path.length < MAX_PATH ? pathWith(path, word) : null,
    next: null,
    tries: 0,
  };
}

/**
 * The node to walk for prefix child `p` of a node with whole-word path `path`
 * (null: not known), reached by a text word `length` characters long.
 */
function prefixTarget(p: PrefixChild, path: readonly string[] | null, length: number): TrieNode {
  if (path === null || length !== p.word.length || path.length >= MAX_PATH) return p.node;
  return (p.whole ??= { rules: p.node.rules, exact: p.node.exact, prefixes: p.node.prefixes, groups: p.node.groups, path: pathWith(path, p.word), next: null, tries: 0 });
}

/** The index of a node whose rules all take any next word: they are all tried. */
const EVERY_RULE: NextIndex<TrieNode> = Object.freeze({ any: [], words: 0, data: new Int32Array(1), prefixes: [], children: null, afterGap: null });

/**
 * At most this many next-word indexes per rule set: they are built as a run meets
 * new word sequences, and real text keeps meeting new ones, so memory is bounded
 * here (about half a kilobyte each). Past it, a node without an index tries its
 * rules as they are; the first sequences a run meets are the common ones.
 */
const MAX_INDEXES = 4096;

/**
 * How many rule tries a node with a known path spends before it gets a next-word
 * index, when its patterns have all been compiled already. Building one reads the
 * patterns of the node's rules (about 0.1 ms a rule, and more for long ones);
 * running an already compiled pattern at a word costs well under a microsecond. Real
 * text meets thousands of word sequences once or twice: building at the first meeting
 * spent more time than the scans, so a node's rules are run as they are until the
 * tries add up. A node with a rule whose pattern has never run is indexed at once:
 * the index may spare compiling that pattern, which costs milliseconds for a long one.
 */
const BUILD_AFTER_TRIES = 64;

/** A rule's pattern parsed, or null when the parser cannot read it (the rule is then scanned, not indexed). */
function parsePattern(rule: Rule): Node | null {
  try {
    return parseRegex(rule.pattern.source);
  } catch {
    return null;
  }
}

/**
 * Which word keys the text being scanned holds, by stamp: a key is present when
 * its slot holds the current stamp. Keys are hashes, in slots: of a whole word,
 * of a word's first three letters, of its first four. Shared by every rule set
 * (scans are synchronous), so a scan costs no allocation and no clearing. A word
 * sharing a slot with a needed one only lets a pattern be tried that then fails:
 * results never depend on it.
 */
const SLOT_BITS = 15;
const SLOTS = 1 << SLOT_BITS;
/** Key kinds, in the low two bits of a key. */
const WHOLE = 0;
const FIRST3 = 1;
const FIRST4 = 2;
const presence = [new Int32Array(SLOTS), new Int32Array(SLOTS), new Int32Array(SLOTS)] as const;
let stamp = 0;
/** The words last marked, by generation. */
let markedGeneration = -1;

/**
 * The stamp under which the word keys of `words` are marked present: the same
 * text scanned by several rule sets in a row is marked once.
 */
function markPresent(words: TextWords): number {
  if (words.generation === markedGeneration) return stamp;
  if (++stamp === 0x7fffffff) {
    for (const s of presence) s.fill(0);
    stamp = 1;
  }
  const [whole, first3, first4] = presence;
  const { hashes, heads3, heads4, count } = words;
  for (let w = 0; w < count; w++) {
    whole[hashes[w]! & (SLOTS - 1)] = stamp;
    const h3 = heads3[w]!;
    if (h3 >= 0) first3[h3 & (SLOTS - 1)] = stamp;
    const h4 = heads4[w]!;
    if (h4 >= 0) first4[h4 & (SLOTS - 1)] = stamp;
  }
  markedGeneration = words.generation;
  return stamp;
}

/**
 * The key of a needed word: its slot and kind. A whole word by the hash of the
 * word; a prefix by the hash of its first four letters, or of its three letters.
 * (Needed words never have prefixes shorter than three letters.)
 */
function needKey(w: LeadWord): number {
  if (w.exact) return ((hashWord(w.word) & (SLOTS - 1)) << 2) | WHOLE;
  if (w.word.length >= 4) return ((hashWord(w.word, 4) & (SLOTS - 1)) << 2) | FIRST4;
  return ((hashWord(w.word, 3) & (SLOTS - 1)) << 2) | FIRST3;
}

/** Whether the word key `key` is marked with `mark`. */
function isPresent(key: number, mark: number): boolean {
  return presence[key & 3]![key >>> 2] === mark;
}

/** The needed-word clauses of a rule, read from its pattern on first use (parsed once, with the next-word index). */
function needsOf(c: CompiledRule): readonly Int32Array[] {
  if (c.needs === null) {
    c.needs = c.ast === null ? [] : neededWords(c.ast).map((clause) => Int32Array.from(clause, needKey));
  }
  return c.needs;
}

/**
 * Compile a rule family once. For each rule the engine reads, from the pattern,
 * every sequence of up to two leading words a match can begin with
 * (`rule-words.ts`) and files the rule in a trie of words; the words every match
 * needs (`rule-needs.ts`) are read when the rule is first a candidate, and the
 * word that must follow its leading words (`next-index.ts`) when a scan first
 * reaches them. A scan walks the trie from each word of the text and runs a
 * rule's pattern (sticky, at that word) only where the text's words fit the
 * rule's leading words and the words after them, and the text holds its needed
 * words, so the cost is a few array lookups per word plus
 * one match attempt per real candidate, whatever the number of rules. Rules that
 * cannot be indexed are scanned over the whole text. Every rule is found at every
 * start position where it matches (a match nested inside an earlier match of the
 * same rule is skipped). A pattern with the `i` and `u` flags would take `ſ` and
 * `K` (Kelvin sign) for `s` and `k`, which the text's ASCII words do not; the
 * normalized text holds neither (`normalize.ts` makes them `s` and `K`). The rules are checked at once
 * (a bad id or flag throws `SYNTHESIS_INVALID_RULE` here, and a value that is not
 * a list of rules `SYNTHESIS_INVALID_INPUT`, naming the index); the trie is built at the first scan.
 */
export function compileRules(rules: readonly Rule[]): RuleSet {
  assertRules('compileRules', 'rules', rules);
  const seen = new Set<string>();
  for (const rule of rules) {
    checkRule(rule);
    if (seen.has(rule.id)) throw new SynthesisError('SYNTHESIS_INVALID_RULE', `rule id "${rule.id}" is used twice`);
    seen.add(rule.id);
  }
  // The rules are checked now; reading their patterns into the trie waits for the
  // first scan (or a look at `untriggered`/`keptCaseFlag`). It costs most of what
  // loading a checker costs (about 0.6 s for the three built-ins), which a process
  // that never scans, such as `synthesis --help` or the CLI's main thread while
  // workers run the cases, need not pay.
  let built: RuleSet | null = null;
  const build = (): RuleSet => (built ??= buildRuleSet(rules));
  return {
    rules,
    scan: (norm, options) => build().scan(norm, options),
    get untriggered() {
      return build().untriggered;
    },
    get keptCaseFlag() {
      return build().keptCaseFlag;
    },
  };
}

/** {@link compileRules} after the rules are checked: the trie and the per-rule state. */
function buildRuleSet(rules: readonly Rule[]): RuleSet {
  const compiled: CompiledRule[] = rules.map((rule, index) => {
    const { source, flags } = rule.pattern;
    const folded = flags.includes('i') && !flags.includes('u') && caseFoldable(source);
    const own = folded ? flags.replace('i', '') : flags;
    return {
      rule,
      index,
      sticky: new RegExp(source, `y${own}`),
      global: new RegExp(source, `g${own}`),
      folded,
      needs: null,
      ast: parsePattern(rule),
      ran: false,
    };
  });

  // Root of the trie: by exact first word id, by the first three letters of a
  // prefix first word, and the few prefixes shorter than three letters.
  const rootExact = new Map<number, TrieNode>();
  const rootPrefix = new Map<number, PrefixChild[]>();
  const rootShort: PrefixChild[] = [];
  const untriggered: CompiledRule[] = [];
  /** Each prefix list's entries by word, while the trie is built ("your" gets a hundred). */
  const byWord = new Map<PrefixChild[], Map<string, PrefixChild>>();
  /** The node under a prefix word in `list`, added when new. */
  const prefixNode = (list: PrefixChild[], word: string): TrieNode => {
    let index = byWord.get(list);
    if (index === undefined) byWord.set(list, (index = new Map()));
    let entry = index.get(word);
    if (entry === undefined) {
      list.push((entry = { word, head: prefixHead(word), node: newNode(null), whole: null }));
      index.set(word, entry);
    }
    return entry.node;
  };
  const childFor = (node: TrieNode, w: LeadWord): TrieNode => {
    if (!w.exact) return prefixNode(node.prefixes, w.word);
    const id = exactWords.add(w.word);
    let next = node.exact.get(id);
    if (!next) node.exact.set(id, (next = newNode(node.path === null ? null : pathWith(node.path, w.word))));
    return next;
  };
  const rootFor = (w: LeadWord): TrieNode => {
    if (w.exact) {
      const id = exactWords.add(w.word);
      let node = rootExact.get(id);
      if (!node) rootExact.set(id, (node = newNode([w.word])));
      return node;
    }
    if (w.word.length < 3) return prefixNode(rootShort, w.word);
    const pid = prefixStarts.add(w.word.slice(0, 3));
    let list = rootPrefix.get(pid);
    if (!list) rootPrefix.set(pid, (list = []));
    return prefixNode(list, w.word);
  };
  for (const c of compiled) {
    const sequences = c.ast === null ? null : leadWordSequences(c.ast);
    if (sequences === null) {
      untriggered.push(c);
      continue;
    }
    for (const seq of sequences) {
      let node = rootFor(seq[0]!);
      for (let k = 1; k < seq.length; k++) node = childFor(node, seq[k]!);
      if (!node.rules.includes(c.index)) node.rules.push(c.index);
    }
  }
  byWord.clear(); // the scans never add prefix words: `scan` need not keep it alive
  for (const node of rootExact.values()) finishTrie(node);
  for (const list of [...rootPrefix.values(), rootShort]) for (const p of list) finishTrie(p.node);
  vocabularyChanged();

  // Dense root tables (an array index per text word, no hashing): word id ->
  // node, prefix id -> prefix list. Words added to the vocabulary later (by other
  // rule sets) fall outside them, and no rule of this set starts with them.
  const roots: TrieNode[] = [];
  const rootByWord = new Int32Array(exactWords.size).fill(-1);
  for (const [id, node] of rootExact) rootByWord[id] = roots.push(node) - 1;
  const prefixLists: PrefixChild[][] = [];
  const rootByPrefix = new Int32Array(prefixStarts.size).fill(-1);
  for (const [pid, list] of rootPrefix) rootByPrefix[pid] = prefixLists.push(list) - 1;

  const state = new ScanState(compiled);

  function scan(norm: NormalizedText, options: ScanOptions = {}): Finding[] {
    assertNormalized('RuleSet.scan', 'norm', norm);
    if (compiled.length === 0) return [];
    const limit = options.limit === undefined ? norm.text.length : Math.min(options.limit, norm.text.length);
    const disabled = options.disabled !== undefined && options.disabled.size > 0 ? options.disabled : undefined;
    const st = state;
    st.begin(norm, limit, options.field ?? 'assistant', disabled);
    const words = st.words!;
    const { starts, ends, ids, prefixIds } = words;
    const n = words.count;
    for (let w = 0; w < n; w++) {
      const at = starts[w]!;
      if (at >= limit) break;
      st.at = at;
      const id = ids[w]!;
      if (id >= 0 && id < rootByWord.length) {
        const r = rootByWord[id]!;
        if (r >= 0) st.walk(roots[r]!, w);
      }
      const pid = prefixIds[w]!;
      if (pid >= 0 && pid < rootByPrefix.length) {
        const r = rootByPrefix[pid]!;
        if (r >= 0) {
          for (const p of prefixLists[r]!) {
            if (ends[w]! - at >= p.word.length && st.startsWith(at, p.word)) st.walk(prefixTarget(p, ROOT_PATH, ends[w]! - at), w);
          }
        }
      }
      for (let k = 0; k < rootShort.length; k++) {
        const p = rootShort[k]!;
        if (st.startsWith(at, p.word)) st.walk(prefixTarget(p, ROOT_PATH, ends[w]! - at), w);
      }
    }
    for (const c of untriggered) st.scanWhole(c);
    return st.end();
  }

  return {
    rules,
    scan,
    untriggered: untriggered.map((c) => c.rule.id),
    keptCaseFlag: compiled.filter((c) => !c.folded && c.rule.pattern.flags.includes('i')).map((c) => c.rule.id),
  };
}

/** The case-folded text of the last normalized text asked for: the rule sets of all checkers scan the same reply in a row. */
let foldedNorm: NormalizedText | null = null;
let foldedFull = '';

function foldedTextOf(norm: NormalizedText): string {
  if (foldedNorm !== norm) {
    foldedFull = foldText(norm.text);
    foldedNorm = norm;
  }
  return foldedFull;
}

/**
 * The state of one scan of a rule set, reused from scan to scan (scans are
 * synchronous): per-rule counters are reset lazily, by scan number, so a scan
 * touches only the rules it tries.
 */
class ScanState {
  norm: NormalizedText | null = null;
  words: TextWords | null = null;
  text = '';
  /** `text.length`, read once per scan (see {@link startsWithAt} on reading a string's length). */
  textLength = 0;
  /** `text` case-folded, made when a folded rule first runs in this scan. */
  private folded: string | null = null;
  field: CheckInputName = 'assistant';
  disabled: ReadonlySet<string> | undefined = undefined;
  /** Start of the text word being walked from. */
  at = 0;
  findings: Finding[] | null = null;
  /** Next-word indexes built for this rule set so far (see {@link MAX_INDEXES}). */
  private indexes = 0;
  private scanNo = 0;
  /** Stamp of the text's word keys in `presence`, or 0 before the first needed-word check. */
  private wordStamp = 0;
  /** Per rule: the scan whose counters these are; findings so far; end of the last finding; last start tried. */
  private readonly scanOf: Int32Array;
  private readonly counts: Int32Array;
  private readonly lastEnd: Int32Array;
  private readonly triedAt: Int32Array;
  /** Per rule: the scan whose needed-word check this is, and its answer. */
  private readonly needsScan: Int32Array;
  private readonly needsMet: Uint8Array;

  constructor(private readonly compiled: readonly CompiledRule[]) {
    const n = compiled.length;
    this.scanOf = new Int32Array(n);
    this.counts = new Int32Array(n);
    this.lastEnd = new Int32Array(n);
    this.triedAt = new Int32Array(n);
    this.needsScan = new Int32Array(n);
    this.needsMet = new Uint8Array(n);
  }

  begin(norm: NormalizedText, limit: number, field: CheckInputName, disabled: ReadonlySet<string> | undefined): void {
    this.norm = norm;
    this.words = textWords(norm);
    this.text = limit === norm.text.length ? norm.text : norm.text.slice(0, limit);
    this.textLength = this.text.length;
    this.folded = null;
    this.field = field;
    this.disabled = disabled;
    this.findings = null;
    this.wordStamp = 0;
    if (++this.scanNo === 0x7fffffff) {
      this.scanOf.fill(0);
      this.needsScan.fill(0);
      this.scanNo = 1;
    }
  }

  end(): Finding[] {
    const found = this.findings;
    this.norm = null;
    this.words = null;
    this.text = '';
    this.textLength = 0;
    this.folded = null;
    this.findings = null;
    if (found === null) return [];
    if (found.length > 1) found.sort(compareFindings);
    return found;
  }

  /** The text a rule's pattern runs on: the case-folded text for a folded rule. */
  private subject(c: CompiledRule): string {
    if (!c.folded) return this.text;
    if (this.folded === null) {
      const full = foldedTextOf(this.norm!);
      this.folded = full.length === this.textLength ? full : full.slice(0, this.textLength);
    }
    return this.folded;
  }

  /** Counters of rule `k` for this scan, reset on first use. */
  private touch(k: number): void {
    if (this.scanOf[k] === this.scanNo) return;
    this.scanOf[k] = this.scanNo;
    this.counts[k] = 0;
    this.lastEnd[k] = -1;
    this.triedAt[k] = -1;
  }

  /** Whether the text holds a word of every needed-word clause of `c` (answered once per scan). */
  private needsMetBy(c: CompiledRule): boolean {
    const needs = needsOf(c);
    if (needs.length === 0) return true;
    const k = c.index;
    if (this.needsScan[k] === this.scanNo) return this.needsMet[k] === 1;
    if (this.wordStamp === 0) this.wordStamp = markPresent(this.words!);
    const mark = this.wordStamp;
    let met = true;
    for (const clause of needs) {
      let any = false;
      for (let i = 0; i < clause.length; i++) {
        if (isPresent(clause[i]!, mark)) {
          any = true;
          break;
        }
      }
      if (!any) {
        met = false;
        break;
      }
    }
    this.needsScan[k] = this.scanNo;
    this.needsMet[k] = met ? 1 : 0;
    return met;
  }

  private record(c: CompiledRule, start: number, end: number): void {
    if (end <= start) return; // an empty match is no evidence
    const k = c.index;
    this.counts[k]!++;
    this.lastEnd[k] = end;
    const norm = this.norm!;
    const [s, e] = originalSpan(norm, start, end);
    const finding: Finding = {
      ruleId: c.rule.id, kind: c.rule.kind, field: this.field, start: s, end: e,
      actual: norm.original.slice(s, e), message: c.rule.rationale,
    };
    if (c.rule.suggestion !== undefined) finding.suggestion = c.rule.suggestion;
    (this.findings ??= []).push(finding);
  }

  /**
   * Run the rules filed at `node` at the current word start; `w` is the text's
   * word that reached `node`. Where the node knows its path, only the rules that
   * accept the text's next word are run, and those that accept any.
   */
  private tryNode(node: TrieNode, w: number): void {
    const path = node.path;
    if (path === null) return this.tryRules(node.rules);
    let ix = node.next;
    if (ix === null) {
      if (this.indexes >= MAX_INDEXES || ((node.tries += node.rules.length) < BUILD_AFTER_TRIES && this.allRan(node.rules))) {
        return this.tryRules(node.rules);
      }
      ix = buildNextIndex(node.rules, path, (k) => this.compiled[k]!.ast);
      // Nothing to sort by (the end of a match, as a rule with no next word): keep no index.
      if (ix.words === 0 && ix.prefixes.length === 0 && ix.afterGap === null) ix = EVERY_RULE;
      else this.indexes++;
      node.next = ix;
    }
    if (ix === EVERY_RULE) return this.tryRules(node.rules);
    if (ix.any.length > 0) this.tryRules(ix.any);
    const words = this.words!;
    const next = w + 1;
    if (next >= words.count) return; // every other rule needs a next word
    const text = this.text;
    const start = words.starts[next]!;
    const end = words.ends[next]!;
    // A word that runs past the end of the scanned text (a `limit`): the patterns decide.
    if (end > this.textLength) return this.tryRules(node.rules);
    const i = findWord(ix.data, ix.words, words.hashes[next]!);
    if (i >= 0) {
      const children = (ix.children ??= new Array<{ word: string; node: TrieNode } | null>(ix.words).fill(null));
      let child = children[i] ?? null;
      if (child === null) {
        const word = text.slice(start, end).toLowerCase();
        child = children[i] = { word, node: childNode(ix, i, path, word) };
      }
      // Another word with the same hash as the one the child was made for: its rules
      // are tried as they are (the child's path, and so its index, is another word's).
      if (child.word.length === end - start && this.startsWith(start, child.word)) this.tryNode(child.node, next);
      else this.tryRules(child.node.rules);
    }
    if (ix.afterGap !== null) this.tryAfterGap(ix.afterGap, next + 1);
    if (ix.prefixes.length > 0) this.tryPrefixes(ix.prefixes, next);
  }

  /** Run the rules of each entry of `prefixes` that the text's word `w` starts with. */
  private tryPrefixes(prefixes: readonly PrefixEntry[], w: number): void {
    const words = this.words!;
    const start = words.starts[w]!;
    const length = words.ends[w]! - start;
    const head = words.heads3[w]!;
    for (let k = 0; k < prefixes.length; k++) {
      const e = prefixes[k]!;
      if ((e.head === head || e.head === -1) && length >= e.word.length && this.startsWith(start, e.word)) this.tryRules(e.rules);
    }
  }

  /** Run the rules of `gap` that the text's word `w` (the word after a gap word) lets match. */
  private tryAfterGap(gap: GapTable, w: number): void {
    const words = this.words!;
    if (w >= words.count) return; // each rule needs a word there
    if (words.ends[w]! > this.textLength) return this.tryRules(gap.all); // past a limit: the patterns decide
    const i = findWord(gap.data, gap.words, words.hashes[w]!);
    if (i >= 0) this.tryRules(gap.lists[i]!);
    if (gap.prefixes.length > 0) this.tryPrefixes(gap.prefixes, w);
  }

  /** Whether every rule of `rules` has run its pattern before. */
  private allRan(rules: readonly number[]): boolean {
    for (let r = 0; r < rules.length; r++) if (!this.compiled[rules[r]!]!.ran) return false;
    return true;
  }

  /** Run the rules `rules` at the current word start (each at most once per start). */
  private tryRules(rules: readonly number[]): void {
    const at = this.at;
    for (let r = 0; r < rules.length; r++) {
      const k = rules[r]!;
      this.touch(k);
      if (this.triedAt[k] === at) continue;
      this.triedAt[k] = at;
      if (at < this.lastEnd[k]! || this.counts[k]! >= MAX_FINDINGS_PER_RULE) continue;
      const c = this.compiled[k]!;
      if (!this.needsMetBy(c)) continue;
      if (this.disabled !== undefined && this.disabled.has(c.rule.id)) continue;
      // test() builds no match object; on success a sticky pattern leaves
      // lastIndex at the end of its match, which is all a finding needs.
      const re = c.sticky;
      c.ran = true;
      re.lastIndex = at;
      if (re.test(this.subject(c))) this.record(c, at, re.lastIndex);
    }
  }

  /** Whether the scanned text (up to its limit) has the lower-case `word` at `from`, in ASCII lower case. */
  startsWith(from: number, word: string): boolean {
    return startsWithAt(this.words!.lower, this.textLength, from, word);
  }

  /** Visit `node`, reached with the text's word `w` as its last word. */
  walk(node: TrieNode, w: number): void {
    if (node.rules.length > 0) this.tryNode(node, w);
    const words = this.words!;
    const next = w + 1;
    if (next >= words.count) return;
    if (node.exact.size > 0) {
      const id = words.ids[next]!;
      if (id >= 0) {
        const child = node.exact.get(id);
        if (child !== undefined) this.walk(child, next);
      }
    }
    if (node.prefixes.length === 0) return;
    const head = words.heads3[next]!;
    const prefixes = node.groups === null ? node.prefixes : node.groups.of(head);
    const start = words.starts[next]!;
    for (let k = 0; k < prefixes.length; k++) {
      const p = prefixes[k]!;
      if ((p.head === head || p.head === -1) && this.startsWith(start, p.word)) this.walk(prefixTarget(p, node.path, words.ends[next]! - start), next);
    }
  }

  /** Scan a rule that has no index over the whole text. */
  scanWhole(c: CompiledRule): void {
    const k = c.index;
    this.touch(k);
    const live = (): boolean => this.counts[k]! < MAX_FINDINGS_PER_RULE && !this.disabled?.has(c.rule.id);
    if (!live()) return;
    if (!this.needsMetBy(c)) return;
    const re = c.global;
    const subject = this.subject(c);
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(subject)) !== null) {
      const start = m.index;
      if (start >= this.lastEnd[k]!) this.record(c, start, start + m[0].length);
      if (!live()) break;
      re.lastIndex = start + 1;
    }
  }
}

/**
 * The order a scan gives its findings: by start, then end, then rule id. For a checker that
 * moves or merges findings after a scan and wants them in the same order.
 */
export function compareFindings(a: Finding, b: Finding): number {
  return a.start - b.start || a.end - b.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}

/** Distinct rule ids among findings, in first-seen order. A value that is not a list of findings throws `SYNTHESIS_INVALID_INPUT`. */
export function distinctRuleIds(findings: readonly Finding[]): string[] {
  assertFindings('distinctRuleIds', 'findings', findings);
  return [...new Set(findings.map((f) => f.ruleId))];
}
