import type { ChalkInstance } from 'chalk';
import type { FailureRecord, LabelMismatch } from '@synthesis/core';
import { createColors, type ColorLevel } from './color.js';
import { compact, percent, rate } from './format-value.js';
import type { RunReport } from './report-types.js';

export interface ConsoleSummaryOptions {
  /** Color level (0 for plain text). */
  level: ColorLevel;
  /** Where the JSON report was written, shown at the end; absent when the run wrote none. */
  reportPath?: string;
  /** Failures shown per group (unexpected, expected). Default 5. */
  show?: number;
}

function failureBlock(c: ChalkInstance, f: FailureRecord, mark: string, paint: (s: string) => string): string[] {
  const lines = [`  ${paint(mark)} ${c.bold(f.id)} ${c.dim(`[${f.failed.join(', ')}]`)}`];
  for (const [key, value] of Object.entries(f.evidence)) lines.push(`      ${c.dim(`${key}:`)} ${compact(value)}`);
  return lines;
}

function group(
  c: ChalkInstance, title: string, list: FailureRecord[], total: number, show: number,
  mark: string, paint: (s: string) => string, rest: string,
): string[] {
  if (total === 0) return [];
  const shown = list.slice(0, show);
  const lines = ['', paint(`${title} (${total}${total > shown.length ? `, first ${shown.length}` : ''}):`)];
  for (const f of shown) lines.push(...failureBlock(c, f, mark, paint));
  if (total > shown.length) lines.push(c.dim(`  … and ${total - shown.length} more ${rest}`));
  return lines;
}

const verdict = (pass: boolean): string => (pass ? 'pass' : 'fail');

/** Which case and check a label accuracy below 100 % comes from. */
function mismatchLines(c: ChalkInstance, list: readonly LabelMismatch[], total: number, show: number, rest: string): string[] {
  if (total === 0 || list.length === 0) return [];
  const shown = list.slice(0, show);
  const lines = ['', c.red(`Label mismatches (${total}${total > shown.length ? `, first ${shown.length}` : ''}):`)];
  for (const m of shown) lines.push(`  ${c.red('≠')} ${c.bold(m.id)} ${m.check}: labelled ${verdict(m.expected)}, got ${verdict(!m.expected)}`);
  if (total > shown.length) lines.push(c.dim(`  … and ${total - shown.length} more ${rest}`));
  return lines;
}

/**
 * The console summary: pass rate, unexpected (red) and expected (yellow)
 * failures, label accuracy, one line per check with its N/A count and one
 * compact confusion line per labelled check, then up to `show` unexpected and
 * `show` expected failures with their evidence, the first `show` label
 * mismatches (when the report carries them), and checker errors apart.
 * Green means passing. Plain text at level 0.
 */
export function formatConsoleSummary(report: RunReport, options: ConsoleSummaryOptions): string {
  const c = createColors(options.level);
  const s = report.summary;
  const show = options.show ?? 5;
  const ok = s.unexpected_failures === 0;
  const lines: string[] = [];
  lines.push(c.bold(`Synthesis: ${s.cases} case${s.cases === 1 ? '' : 's'}, pass rate ${percent(s.passed, s.cases)} (${s.passed} passed, ${s.failed} failed)`));
  lines.push(`  ${c.green(`✔ ${s.strict_passed} passed as intended`)}`);
  lines.push(`  ${(ok ? c.green : c.red)(`${ok ? '✔' : '✖'} ${s.unexpected_failures} unexpected failure${s.unexpected_failures === 1 ? '' : 's'}`)}`);
  lines.push(`  ${c.yellow(`⚠ ${s.expected_failures} expected failure${s.expected_failures === 1 ? '' : 's'} (negative examples caught)`)}`);
  // Negative examples the checks passed: missed, though they never fail the run.
  const missed = s.passed - s.strict_passed;
  if (missed > 0) lines.push(`  ${c.yellow(`⚠ ${missed} negative example${missed === 1 ? ' passed (not caught by the checks it names)' : 's passed (not caught by the checks they name)'}`)}`);
  const la = s.label_accuracy;
  if (la.total > 0) {
    const paint = la.matched === la.total ? c.green : c.red;
    lines.push(`  Label accuracy: ${paint(`${la.accuracy.toFixed(1)}%`)} (${la.matched}/${la.total})`);
  }
  const names = Object.keys(s.by_check);
  if (names.length > 0) {
    const width = Math.max(...names.map((n) => n.length));
    lines.push('', 'By check:');
    for (const name of names) {
      const st = s.by_check[name]!;
      const errors = st.errors ? c.red(`  errors ${st.errors}`) : '';
      const acc = s.label_accuracy_by_check[name];
      const accText = acc ? `  labels ${acc.accuracy.toFixed(1)}% (${acc.matched}/${acc.total})` : '';
      lines.push(`  ${name.padEnd(width)}  ${c.green(`passed ${st.passed}`)}  ${(st.failed ? c.red : c.dim)(`failed ${st.failed}`)}  ${c.dim(`n/a ${st.not_applicable}`)}${errors}${accText}`);
      const m = s.label_confusion_by_check[name];
      if (m) {
        lines.push(c.dim(`  ${' '.repeat(width)}  tp ${m.tp} fp ${m.fp} fn ${m.fn} tn ${m.tn} · precision ${rate(m.precision)} recall ${rate(m.recall)} f1 ${rate(m.f1)}`));
      }
    }
  }
  // Where the failures not shown can be read: the report, when the run wrote one.
  const rest = options.reportPath ? 'in the JSON report' : '(the run wrote no JSON report: add "json" to reporters)';
  const unexpected = report.failures.filter((f) => !f.expected_failure);
  const expected = report.failures.filter((f) => f.expected_failure);
  lines.push(...group(c, 'Unexpected failures', unexpected, s.unexpected_failures, show, '✖', c.red, rest));
  lines.push(...group(c, 'Expected failures', expected, s.expected_failures, show, '⚠', c.yellow, rest));
  lines.push(...mismatchLines(c, report.label_mismatches ?? [], la.total - la.matched, show, rest));
  if (s.checker_errors.length > 0) {
    const total = s.checker_errors.length + (s.checker_errors_truncated ?? 0);
    lines.push('', c.red(`Checker errors (${total}):`));
    for (const e of s.checker_errors.slice(0, show)) lines.push(`  ${c.red('!')} ${e.id} ${e.check}: ${e.message}`);
    if (total > show) lines.push(c.dim(`  … and ${total - show} more ${rest}`));
  }
  if (options.reportPath) lines.push('', c.dim(`Report: ${options.reportPath}`));
  return `${lines.join('\n')}\n`;
}
