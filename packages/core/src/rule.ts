import { assertRule } from './check-input.js';

/**
 * One rule: a pattern (or pattern family) with a stable id, the reason it exists
 * and, for rules that flag a problem, what to write instead.
 */
export interface Rule {
  /** Stable id, `<checker>/<slug>`, e.g. `agency/directive-should`. Never reused. */
  readonly id: string;
  /** What the rule detects; checkers count hits by kind. */
  readonly kind: string;
  /**
   * Case-insensitive pattern matched against normalized text (plain quotes and
   * apostrophes, single spaces, markdown emphasis removed). Only the `i` and `u`
   * flags are allowed; no named groups. Use bounded gaps (`.{0,40}`), never `.*`.
   */
  readonly pattern: RegExp;
  /** One line: why this matters. */
  readonly rationale: string;
  /** For problem rules: what to write instead. */
  readonly suggestion?: string;
}

/** A rule as plain data (for reports and docs): the pattern as its source string. */
export interface RuleInfo {
  id: string;
  kind: string;
  pattern: string;
  rationale: string;
  suggestion?: string;
}

/** `rule` as plain data; a value that is not a rule throws `SYNTHESIS_INVALID_INPUT`. */
export function ruleInfo(rule: Rule): RuleInfo {
  assertRule('ruleInfo', 'rule', rule);
  const info: RuleInfo = { id: rule.id, kind: rule.kind, pattern: rule.pattern.source, rationale: rule.rationale };
  if (rule.suggestion !== undefined) info.suggestion = rule.suggestion;
  return info;
}
