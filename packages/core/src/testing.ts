/**
 * `@synthesis/core/testing`: table-driven tests for checkers, for us and for
 * third-party checker authors. Framework-free: each row yields a problem message
 * or null, so it plugs into vitest, jest or node:test alike:
 *
 *   for (const row of ruleTableCases(myChecker, table)) it(row.name, () => expect(row.run()).toBeNull());
 */
import type { AnyChecker } from './checker.js';
import { runCheck } from './run-check.js';
import type { SimilarityProvider } from './similarity.js';
import type { CheckInput, CheckResultBase, Finding } from './types.js';

/** Input of a row: the assistant text alone, or both sides. */
export type RowInput = string | { user?: string; assistant: string };

/** A text that must fire `rule`. */
export interface FiresRow {
  input: RowInput;
  rule: string;
  /**
   * Where: the exact matched text of one of that rule's findings, or its
   * `[start, end)` offsets into the field the finding points at.
   */
  span?: string | readonly [number, number];
}

/** A near-miss: a text that must not fire `rule` (or, without `rule`, any rule of `kinds`). */
export interface NearMissRow {
  input: RowInput;
  rule?: string;
  kinds?: readonly string[];
}

/** A text whose verdict is fixed: `pass` true or false. */
export interface VerdictRow {
  input: RowInput;
  pass: boolean;
  applicable?: boolean;
}

export interface RuleTable {
  fires?: readonly FiresRow[];
  nearMisses?: readonly NearMissRow[];
  verdicts?: readonly VerdictRow[];
  /** Options passed to every row. */
  options?: Record<string, unknown>;
  similarity?: SimilarityProvider;
}

export interface TableCase {
  name: string;
  /** Run the row: null when it holds, else what went wrong. */
  run(): string | null;
}

function toInput(input: RowInput): CheckInput {
  return typeof input === 'string' ? { user: '', assistant: input } : { user: input.user ?? '', assistant: input.assistant };
}

function short(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

/** A row's input as a test name shows it: the text, or both texts of a two-input row. */
function label(input: RowInput): string {
  if (typeof input === 'string') return `"${short(input)}"`;
  return input.user === undefined ? `"${short(input.assistant)}"` : `"${short(input.user)}" → "${short(input.assistant)}"`;
}

function describeFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'no findings';
  return findings.map((f) => `${f.ruleId} "${f.actual}" [${f.start}, ${f.end})`).join('; ');
}

/** Turn a table into named test cases, one per row. */
export function ruleTableCases(checker: AnyChecker, table: RuleTable): TableCase[] {
  const run = (input: RowInput): CheckResultBase => {
    const opts: { options?: Record<string, unknown>; similarity?: SimilarityProvider } = {};
    if (table.options) opts.options = table.options;
    if (table.similarity) opts.similarity = table.similarity;
    return runCheck(checker, toInput(input), opts);
  };
  const known = new Set(checker.meta.rules.map((r) => r.id));
  const cases: TableCase[] = [];

  for (const row of table.fires ?? []) {
    cases.push({
      name: `${row.rule} fires on ${label(row.input)}`,
      run() {
        if (!known.has(row.rule)) return `${checker.meta.name} has no rule "${row.rule}"`;
        const result = run(row.input);
        const hits = result.findings.filter((f) => f.ruleId === row.rule);
        if (hits.length === 0) return `expected ${row.rule} to fire; got ${describeFindings(result.findings)}`;
        const input = toInput(row.input);
        for (const f of hits) {
          const source = f.field === 'user' ? input.user : input.assistant;
          if (source.slice(f.start, f.end) !== f.actual) return `span [${f.start}, ${f.end}) does not hold "${f.actual}"`;
        }
        if (row.span === undefined) return null;
        if (typeof row.span === 'string') {
          return hits.some((f) => f.actual === row.span) ? null : `expected ${row.rule} on "${row.span}"; got ${describeFindings(hits)}`;
        }
        const [s, e] = row.span;
        return hits.some((f) => f.start === s && f.end === e) ? null : `expected ${row.rule} at [${s}, ${e}); got ${describeFindings(hits)}`;
      },
    });
  }

  for (const row of table.nearMisses ?? []) {
    const what = row.rule ?? (row.kinds ? `kinds ${row.kinds.join('/')}` : 'any rule');
    cases.push({
      name: `${what} does not fire on ${label(row.input)}`,
      run() {
        if (row.rule !== undefined && !known.has(row.rule)) return `${checker.meta.name} has no rule "${row.rule}"`;
        const result = run(row.input);
        const bad = result.findings.filter((f) =>
          row.rule !== undefined ? f.ruleId === row.rule : row.kinds ? row.kinds.includes(f.kind) : true);
        return bad.length === 0 ? null : `expected no ${what}; got ${describeFindings(bad)}`;
      },
    });
  }

  for (const row of table.verdicts ?? []) {
    cases.push({
      name: `${row.pass ? 'passes' : 'fails'}: ${label(row.input)}`,
      run() {
        const result = run(row.input);
        if (result.pass !== row.pass) return `expected pass=${row.pass}, got pass=${result.pass} (${describeFindings(result.findings)})`;
        if (row.applicable !== undefined && result.applicable !== row.applicable) {
          return `expected applicable=${row.applicable}, got ${result.applicable}`;
        }
        return null;
      },
    });
  }
  return cases;
}

/** Run a whole table at once: the problems found (empty when every row holds). */
export function runRuleTable(checker: AnyChecker, table: RuleTable): string[] {
  const problems: string[] = [];
  for (const c of ruleTableCases(checker, table)) {
    let problem: string | null;
    try {
      problem = c.run();
    } catch (error) {
      problem = `threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (problem !== null) problems.push(`${c.name}: ${problem}`);
  }
  return problems;
}

/** Every rule id of the checker that no `fires` row covers (to demand full coverage). */
export function uncoveredRules(checker: AnyChecker, table: RuleTable): string[] {
  const covered = new Set((table.fires ?? []).map((r) => r.rule));
  return checker.meta.rules.map((r) => r.id).filter((id) => !covered.has(id));
}
