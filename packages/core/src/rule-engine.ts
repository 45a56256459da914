import { SynthesisError } from './errors.js';
import { toOriginalSpan, type NormalizedText } from './normalize.js';
import type { CheckInputName, Finding } from './types.js';
import type { Rule } from './rule.js';
import { ruleGate } from './rule-gate.js';
import { leadWordSequences, type LeadWord } from './rule-words.js';
import { GATE_KEY_LENGTH, mayContain, textWords } from './text-words.js';
import { exactWords, hashWord, prefixStarts, startsWithAt, vocabularyChanged } from './vocabulary.js';

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

/** A compiled rule family: one combined pattern, scanned once per text. */
export interface RuleSet {
  readonly rules: readonly Rule[];
  /** Every rule that matches, with its occurrences as findings (original offsets). */
  scan(norm: NormalizedText, options?: ScanOptions): Finding[];
  /**
   * Ids of rules the engine could not index by their first words (they are scanned
   * over the whole text, which is slower). Start a pattern with `\b` and literal
   * words or a group of literal alternatives to avoid this.
   */
  readonly untriggered: readonly string[];
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
  /** Hashes of gate keys of which one must start some word of the text, or null (no gate). */
  readonly gate: readonly number[] | null;
}

/**
 * A node of a rule set's word trie: the rules whose leading words end here, and
 * the nodes for the next word, by exact word id or by prefix.
 */
interface TrieNode {
  readonly rules: number[];
  readonly exact: Map<number, TrieNode>;
  readonly prefixes: { word: string; node: TrieNode }[];
}

const newNode = (): TrieNode => ({ rules: [], exact: new Map(), prefixes: [] });

/**
 * Compile a rule family once. For each rule the engine reads, from the pattern,
 * every sequence of up to two leading words a match can begin with
 * (`rule-words.ts`) and files the rule in a trie of words. A scan walks the trie
 * from each word of the text and runs a rule's pattern (sticky, at that word)
 * only where the text's words fit the rule's leading words, so the cost is a few
 * array lookups per word plus one match attempt per real candidate, whatever the
 * number of rules. Rules that cannot be indexed are scanned over the whole text.
 * Every rule is found at every start position where it matches (a match nested
 * inside an earlier match of the same rule is skipped).
 */
export function compileRules(rules: readonly Rule[]): RuleSet {
  const seen = new Set<string>();
  for (const rule of rules) {
    checkRule(rule);
    if (seen.has(rule.id)) throw new SynthesisError('SYNTHESIS_INVALID_RULE', `rule id "${rule.id}" is used twice`);
    seen.add(rule.id);
  }
  const compiled: CompiledRule[] = rules.map((rule, index) => ({
    rule,
    index,
    sticky: new RegExp(rule.pattern.source, `y${rule.pattern.flags}`),
    global: new RegExp(rule.pattern.source, `g${rule.pattern.flags}`),
    gate: ruleGate(rule.pattern.source)?.map((w) => hashWord(w, GATE_KEY_LENGTH)) ?? null,
  }));

  // Root of the trie: by exact first word id, by the first three letters of a
  // prefix first word, and the few prefixes shorter than three letters.
  const rootExact: (TrieNode | undefined)[] = [];
  const rootPrefix: ({ word: string; node: TrieNode }[] | undefined)[] = [];
  const rootShort: { word: string; node: TrieNode }[] = [];
  const untriggered: CompiledRule[] = [];
  /** The node under a prefix word in `list`, added when new. */
  const prefixNode = (list: { word: string; node: TrieNode }[], word: string): TrieNode => {
    let entry = list.find((p) => p.word === word);
    if (!entry) list.push((entry = { word, node: newNode() }));
    return entry.node;
  };
  const childFor = (node: TrieNode, w: LeadWord): TrieNode => {
    if (!w.exact) return prefixNode(node.prefixes, w.word);
    const id = exactWords.add(w.word);
    let next = node.exact.get(id);
    if (!next) node.exact.set(id, (next = newNode()));
    return next;
  };
  const rootFor = (w: LeadWord): TrieNode => {
    if (w.exact) return (rootExact[exactWords.add(w.word)] ??= newNode());
    return prefixNode(w.word.length >= 3 ? (rootPrefix[prefixStarts.add(w.word.slice(0, 3))] ??= []) : rootShort, w.word);
  };
  for (const c of compiled) {
    const sequences = leadWordSequences(c.rule.pattern.source);
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
  vocabularyChanged();

  const counts = new Int32Array(compiled.length);
  const lastEnd = new Int32Array(compiled.length);
  const triedAt = new Int32Array(compiled.length);

  function scan(norm: NormalizedText, options: ScanOptions = {}): Finding[] {
    if (compiled.length === 0) return [];
    const field = options.field ?? 'assistant';
    const disabled = options.disabled !== undefined && options.disabled.size > 0 ? options.disabled : undefined;
    const limit = options.limit === undefined ? norm.text.length : Math.min(options.limit, norm.text.length);
    const text = limit === norm.text.length ? norm.text : norm.text.slice(0, limit);
    // Scans are synchronous, so one set of buffers per rule set is reused.
    counts.fill(0);
    lastEnd.fill(-1);
    triedAt.fill(-1);
    let findings: Finding[] | null = null;

    const record = (c: CompiledRule, start: number, end: number): void => {
      if (end <= start) return; // an empty match is no evidence
      counts[c.index]!++;
      lastEnd[c.index] = end;
      const [s, e] = toOriginalSpan(norm, start, end);
      const finding: Finding = {
        ruleId: c.rule.id, kind: c.rule.kind, field, start: s, end: e,
        actual: norm.original.slice(s, e), message: c.rule.rationale,
      };
      if (c.rule.suggestion !== undefined) finding.suggestion = c.rule.suggestion;
      (findings ??= []).push(finding);
    };

    const words = textWords(norm);
    const { starts, ends, ids, prefixIds, gates } = words;
    const n = words.count;
    let at = 0;

    /** Run the rules filed at `node` at the current word start. */
    const tryRules = (node: TrieNode): void => {
      for (const k of node.rules) {
        if (triedAt[k] === at) continue;
        triedAt[k] = at;
        if (at < lastEnd[k]! || counts[k]! >= MAX_FINDINGS_PER_RULE) continue;
        const c = compiled[k]!;
        if (c.gate !== null && !gateOpen(c.gate, gates)) continue;
        if (disabled !== undefined && disabled.has(c.rule.id)) continue;
        // Most candidates fail; test() is about twice as cheap as exec() for that.
        c.sticky.lastIndex = at;
        if (!c.sticky.test(text)) continue;
        c.sticky.lastIndex = at;
        const m = c.sticky.exec(text);
        if (m) record(c, at, at + m[0].length);
      }
    };
    /** Visit `node`, reached with the text's word `w` as its last word. */
    const walk = (node: TrieNode, w: number): void => {
      if (node.rules.length > 0) tryRules(node);
      const next = w + 1;
      if (next >= n) return;
      if (node.exact.size > 0) {
        const id = ids[next]!;
        if (id >= 0) {
          const child = node.exact.get(id);
          if (child !== undefined) walk(child, next);
        }
      }
      for (const p of node.prefixes) if (startsWithAt(text, starts[next]!, p.word)) walk(p.node, next);
    };

    for (let w = 0; w < n; w++) {
      at = starts[w]!;
      if (at >= limit) break;
      const id = ids[w]!;
      if (id >= 0) {
        const node = rootExact[id];
        if (node !== undefined) walk(node, w);
      }
      const pid = prefixIds[w]!;
      if (pid >= 0) {
        const list = rootPrefix[pid];
        if (list !== undefined) for (const p of list) if (ends[w]! - at >= p.word.length && startsWithAt(text, at, p.word)) walk(p.node, w);
      }
      for (const p of rootShort) if (startsWithAt(text, at, p.word)) walk(p.node, w);
    }

    const live = (c: CompiledRule): boolean => counts[c.index]! < MAX_FINDINGS_PER_RULE && !disabled?.has(c.rule.id);
    for (const c of untriggered) {
      if (!live(c)) continue;
      const re = c.global;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        const start = m.index;
        if (start >= lastEnd[c.index]!) record(c, start, start + m[0].length);
        if (!live(c)) break;
        re.lastIndex = start + 1;
      }
    }
    if (findings === null) return [];
    const found: Finding[] = findings;
    if (found.length > 1) found.sort((a, b) => a.start - b.start || a.end - b.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
    return found;
  }

  return { rules, scan, untriggered: untriggered.map((c) => c.rule.id) };
}

/** Whether the text may hold one of a rule's gate words (a plain loop: this runs per candidate). */
function gateOpen(gate: readonly number[], gates: Uint32Array): boolean {
  for (const g of gate) if (mayContain(gates, g)) return true;
  return false;
}

/** Distinct rule ids among findings, in first-seen order. */
export function distinctRuleIds(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => f.ruleId))];
}
