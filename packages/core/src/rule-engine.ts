import { SynthesisError } from './errors.js';
import { toOriginalSpan, type NormalizedText } from './normalize.js';
import type { CheckInputName, Finding } from './types.js';
import type { Rule } from './rule.js';

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
}

function checkRule(rule: Rule): void {
  const where = `rule "${rule.id}"`;
  if (!/^[a-z0-9_-]+\/[a-z0-9-]+$/.test(rule.id)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: id must look like "checker/rule-name"`);
  }
  if (/[^iu]/.test(rule.pattern.flags)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: only the i and u flags are allowed (got /${rule.pattern.flags}/)`);
  }
  if (/\(\?<[A-Za-z]/.test(rule.pattern.source)) {
    throw new SynthesisError('SYNTHESIS_INVALID_RULE', `${where}: named groups are reserved for the rule engine`);
  }
}

/** Number of capturing groups in a pattern source. */
function groupCount(source: string, flags: string): number {
  return new RegExp(`${source}|`, flags).exec('')!.length - 1;
}

/**
 * Compile a rule family once. The family is scanned with one combined pattern:
 * every position where some rule matches is visited once, the rule that matched
 * there is recovered from its group, and rules not yet seen are tried at that same
 * position (sticky) so that two rules starting at one offset are both found.
 */
export function compileRules(rules: readonly Rule[]): RuleSet {
  const seen = new Set<string>();
  for (const rule of rules) {
    checkRule(rule);
    if (seen.has(rule.id)) throw new SynthesisError('SYNTHESIS_INVALID_RULE', `rule id "${rule.id}" is used twice`);
    seen.add(rule.id);
  }
  const unicode = rules.some((r) => r.pattern.flags.includes('u'));
  const flags = unicode ? 'iu' : 'i';
  const groupIndex: number[] = [];
  let next = 1;
  const parts = rules.map((rule) => {
    groupIndex.push(next);
    next += 1 + groupCount(rule.pattern.source, flags);
    return `(${rule.pattern.source})`;
  });
  const combined = rules.length > 0 ? new RegExp(parts.join('|'), `g${flags}`) : null;
  const sticky = rules.map((rule) => new RegExp(rule.pattern.source, `y${flags}`));

  function scan(norm: NormalizedText, options: ScanOptions = {}): Finding[] {
    if (!combined) return [];
    const field = options.field ?? 'assistant';
    const disabled = options.disabled;
    const text = options.limit === undefined ? norm.text : norm.text.slice(0, options.limit);
    const counts = new Array<number>(rules.length).fill(0);
    const findings: Finding[] = [];
    const record = (k: number, start: number, end: number): void => {
      const rule = rules[k]!;
      if (disabled?.has(rule.id) || counts[k]! >= MAX_FINDINGS_PER_RULE) return;
      if (end <= start) return; // an empty match is no evidence
      counts[k]!++;
      const [s, e] = toOriginalSpan(norm, start, end);
      const finding: Finding = {
        ruleId: rule.id, kind: rule.kind, field, start: s, end: e,
        actual: norm.original.slice(s, e), message: rule.rationale,
      };
      if (rule.suggestion !== undefined) finding.suggestion = rule.suggestion;
      findings.push(finding);
    };
    combined.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = combined.exec(text)) !== null) {
      const at = m.index;
      let first = -1;
      for (let k = 0; k < rules.length; k++) {
        if (m[groupIndex[k]!] !== undefined) {
          first = k;
          break;
        }
      }
      record(first, at, at + m[0].length);
      for (let k = first + 1; k < rules.length; k++) {
        if (counts[k] !== 0) continue;
        const re = sticky[k]!;
        re.lastIndex = at;
        const sm = re.exec(text);
        if (sm) record(k, at, at + sm[0].length);
      }
      combined.lastIndex = at + 1;
    }
    findings.sort((a, b) => a.start - b.start || a.end - b.end);
    return findings;
  }

  return { rules, scan };
}

/** Distinct rule ids among findings, in first-seen order. */
export function distinctRuleIds(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map((f) => f.ruleId))];
}
