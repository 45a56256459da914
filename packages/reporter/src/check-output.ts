import type { CheckInput, CheckResult } from '@synthesis/core';
import { createColors, type ColorLevel } from './color.js';
import { compact } from './format-value.js';
import { bracketMark, highlightSpan } from './highlight.js';

export interface CheckOutputOptions {
  /** Color level; at 0 spans are marked with `[[…]]`. */
  level: ColorLevel;
}

/** Scalar evidence worth one line: numbers, booleans and short strings (not findings, not lists). */
function scalars(result: CheckResult): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(result)) {
    if (key === 'pass' || key === 'applicable' || key === 'findings' || key === 'error') continue;
    if (typeof value === 'number' || typeof value === 'boolean') out.push(`${key} ${typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(3) : String(value)}`);
  }
  return out;
}

/**
 * The verdict of each check on one conversation turn: pass / FAIL / n/a, its
 * scalar evidence (scores, similarity), and every finding with its rule id and
 * kind, the reply (or user message) around the span with the span emphasized,
 * the rule's rationale and, for problem rules, its suggestion.
 */
export function formatCheckResults(input: CheckInput, results: Readonly<Record<string, CheckResult>>, options: CheckOutputOptions): string {
  const c = createColors(options.level);
  const mark = options.level > 0 ? (s: string) => c.inverse(s) : bracketMark;
  const lines: string[] = [];
  for (const [name, r] of Object.entries(results)) {
    const verdict = r.error !== undefined ? c.red('✖ ERROR') : !r.applicable ? c.dim('– n/a') : r.pass ? c.green('✔ pass') : c.red('✖ FAIL');
    const facts = scalars(r);
    lines.push(`${verdict}  ${c.bold(name)}${facts.length ? c.dim(`  (${facts.join(', ')})`) : ''}`);
    if (r.error !== undefined) lines.push(`    ${c.red(`checker error: ${r.error}`)}`);
    for (const f of r.findings) {
      const text = f.field === 'user' ? input.user : input.assistant;
      lines.push(`    ${c.cyan(f.ruleId)} ${c.dim(`${f.kind}, ${f.field} ${f.start}-${f.end}`)}`);
      lines.push(`      ${highlightSpan(text, f.start, f.end, mark)}`);
      if (f.message) lines.push(`      ${c.dim(`why: ${f.message}`)}`);
      if (f.suggestion) lines.push(`      ${c.yellow(`try: ${f.suggestion}`)}`);
    }
    if (r.findings.length === 0 && !r.pass && r.error === undefined) {
      const evidence = Object.entries(r).filter(([k, v]) => !['pass', 'applicable', 'findings'].includes(k) && typeof v === 'object');
      for (const [k, v] of evidence) lines.push(`    ${c.dim(`${k}:`)} ${compact(v)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
