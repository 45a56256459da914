import { SynthesisError } from './errors.js';
import { toOriginalSpan, type NormalizedText } from './normalize.js';
import type { CheckInputName, Finding } from './types.js';
import type { Rule } from './rule.js';
import { GATE_KEY_LENGTH, ruleGate, ruleTriggerPairs } from './rule-triggers.js';
import { wordIndex } from './word-index.js';

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
  /** Global copy, for rules without triggers. */
  readonly global: RegExp;
  /** Keys of which one must be among the text's word keys, or null (no gate). */
  readonly gate: readonly string[] | null;
}

interface Trigger {
  readonly prefix: string;
  /** When set, the text word must equal `prefix` and the next word start with one of these. */
  readonly second: readonly string[] | null;
  readonly rule: CompiledRule;
}

/** Bucket key of a trigger or a word: its first three letters (fewer if shorter). */
const keyOf = (s: string, n: number): string => s.slice(0, n);

/**
 * Compile a rule family once. Most rules start with `\b` and literal words; for
 * those the engine reads the possible first words from the pattern (see
 * `rule-triggers.ts`) and tries the rule only where a word of the text starts with
 * one of them, so a scan costs a few map lookups per word plus one sticky match per
 * candidate, whatever the number of rules. Other rules are scanned over the whole
 * text. Every rule is found at every start position where it matches (a match
 * nested inside an earlier match of the same rule is skipped).
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
    gate: ruleGate(rule.pattern.source)?.map((w) => w.slice(0, GATE_KEY_LENGTH)) ?? null,
  }));
  const buckets = new Map<string, Trigger[]>();
  const untriggered: CompiledRule[] = [];
  for (const c of compiled) {
    const triggers = ruleTriggerPairs(c.rule.pattern.source);
    if (triggers === null) {
      untriggered.push(c);
      continue;
    }
    for (const { prefix, second } of triggers) {
      const key = keyOf(prefix, 3);
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push({ prefix, second, rule: c });
    }
  }

  const counts = new Int32Array(compiled.length);
  const lastEnd = new Int32Array(compiled.length);
  // Gate keys -> indexes of the rules they open; rules with a gate start closed.
  const gateIndex = new Map<string, number[]>();
  const gated: number[] = [];
  const open = new Uint8Array(compiled.length);
  for (const c of compiled) {
    if (c.gate === null) continue;
    gated.push(c.index);
    for (const key of new Set(c.gate)) {
      let list = gateIndex.get(key);
      if (!list) gateIndex.set(key, (list = []));
      list.push(c.index);
    }
  }

  function scan(norm: NormalizedText, options: ScanOptions = {}): Finding[] {
    if (compiled.length === 0) return [];
    const field = options.field ?? 'assistant';
    const disabled = options.disabled;
    const limit = options.limit === undefined ? norm.text.length : Math.min(options.limit, norm.text.length);
    const text = limit === norm.text.length ? norm.text : norm.text.slice(0, limit);
    // Scans are synchronous, so one pair of buffers per rule set is reused.
    counts.fill(0);
    lastEnd.fill(-1);
    const findings: Finding[] = [];

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
      findings.push(finding);
    };
    const words = wordIndex(norm);
    // A rule whose gate words are all absent cannot match: mark it done up front.
    if (gated.length > 0) {
      open.fill(0);
      for (const key of words.keys) {
        const list = gateIndex.get(key);
        if (list !== undefined) for (const k of list) open[k] = 1;
      }
      for (const k of gated) if (open[k] === 0) counts[k] = MAX_FINDINGS_PER_RULE;
    }
    const live = (c: CompiledRule): boolean => counts[c.index]! < MAX_FINDINGS_PER_RULE && !disabled?.has(c.rule.id);

    if (buckets.size > 0) {
      const n = words.words.length;
      for (let w = 0; w < n; w++) {
        const at = words.starts[w]!;
        if (at >= limit) break;
        const word = words.words[w]!;
        for (const key of words.prefixes[w]!) {
          const bucket = buckets.get(key);
          if (bucket === undefined) continue;
          for (const t of bucket) {
            if (t.prefix.length > 3 && !word.startsWith(t.prefix)) continue;
            if (t.second !== null) {
              // "you should": the word is exactly "you", then one space, then a listed word.
              if (word.length !== t.prefix.length) continue;
              const next = words.words[w + 1];
              if (next === undefined || words.starts[w + 1] !== at + word.length + 1 || text.charCodeAt(at + word.length) !== 32) continue;
              if (!t.second.some((s) => next.startsWith(s))) continue;
            }
            const c = t.rule;
            if (at < lastEnd[c.index]! || counts[c.index]! >= MAX_FINDINGS_PER_RULE) continue;
            if (disabled !== undefined && disabled.has(c.rule.id)) continue;
            // Most candidates fail; test() is about twice as cheap as exec() for that.
            c.sticky.lastIndex = at;
            if (!c.sticky.test(text)) continue;
            c.sticky.lastIndex = at;
            const m = c.sticky.exec(text);
            if (m) record(c, at, at + m[0].length);
          }
        }
      }
    }

    for (const c of untriggered) {
      if (!live(c)) continue;
      const re = c.global;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        const at = m.index;
        if (at >= lastEnd[c.index]!) record(c, at, at + m[0].length);
        if (!live(c)) break;
        re.lastIndex = at + 1;
      }
    }
    findings.sort((a, b) => a.start - b.start || a.end - b.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
    return findings;
  }

  return { rules, scan, untriggered: untriggered.map((c) => c.rule.id) };
}

/** Distinct rule ids among findings, in first-seen order. */
export function distinctRuleIds(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => f.ruleId))];
}
