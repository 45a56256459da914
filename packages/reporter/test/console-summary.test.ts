import { describe, expect, it } from 'vitest';
import { formatConsoleSummary, mcpArtifact } from '@synthesis/reporter';
import { report } from './fixture.js';

describe('formatConsoleSummary', () => {
  it('prints the summary as plain text at level 0', () => {
    expect(formatConsoleSummary(report, { level: 0, show: 2, reportPath: 'out/report.json' })).toBe(`Synthesis: 6 cases, pass rate 33.3% (2 passed, 4 failed)
  ✔ 2 passed as intended
  ✖ 1 unexpected failure
  ⚠ 3 expected failures (negative examples caught)
  Label accuracy: 75.0% (3/4)

By check:
  no_bang    passed 2  failed 4  n/a 0  labels 75.0% (3/4)
             tp 2 fp 1 fn 0 tn 1 · precision 0.6667 recall 1.0000 f1 0.8000
  answers_q  passed 1  failed 0  n/a 5

Unexpected failures (1):
  ✖ C-4 [no_bang]
      bang_hits: ["!","!"]

Expected failures (3, first 2):
  ⚠ C-3 [no_bang]
      bang_hits: ["!"]
  ⚠ C-5 [no_bang]
      bang_hits: ["!"]
  … and 1 more in the JSON report

Checker errors (1):
  ! C-9 boom: kaboom

Report: out/report.json
`);
  });

  it('without a report path, says the failures not shown are in no report', () => {
    const text = formatConsoleSummary(report, { level: 0, show: 2 });
    expect(text).toContain('… and 1 more (the run wrote no JSON report: add "json" to reporters)');
    expect(text).not.toContain('in the JSON report');
    expect(text).not.toContain('Report:');
  });

  it('names the case and check behind each label mismatch, the first `show` of them', () => {
    const withMismatches = { ...report, label_mismatches: [{ id: 'C-4', check: 'no_bang', expected: true }] };
    const text = formatConsoleSummary(withMismatches, { level: 0, reportPath: 'out/report.json' });
    expect(text).toContain('\nLabel mismatches (1):\n  ≠ C-4 no_bang: labelled pass, got fail\n');
    const many = { ...withMismatches, summary: { ...report.summary, label_accuracy: { total: 4, matched: 1, accuracy: 25 } } };
    expect(formatConsoleSummary(many, { level: 0, reportPath: 'out/report.json' })).toContain('Label mismatches (3, first 1):\n  ≠ C-4 no_bang: labelled pass, got fail\n  … and 2 more in the JSON report\n');
    expect(formatConsoleSummary(report, { level: 0 })).not.toContain('Label mismatches');
  });

  it('colors unexpected failures red, expected ones yellow, passing green', () => {
    const text = formatConsoleSummary(report, { level: 1 });
    expect(text).toContain('\u001b[31m✖ 1 unexpected failure\u001b[39m');
    expect(text).toContain('\u001b[33m⚠ 3 expected failures');
    expect(text).toContain('\u001b[32m✔ 2 passed as intended\u001b[39m');
    const clean = { ...report, summary: { ...report.summary, unexpected_failures: 0 } };
    expect(formatConsoleSummary(clean, { level: 1 })).toContain('\u001b[32m✔ 0 unexpected failures\u001b[39m');
    expect(formatConsoleSummary(report, { level: 0 })).not.toContain('\u001b[');
  });
});

describe('mcpArtifact', () => {
  it('carries type, name, path and the headline figures', () => {
    expect(mcpArtifact(report.summary, '/abs/out/report.json')).toEqual({
      type: 'report', name: 'synthesis-eval', path: '/abs/out/report.json',
      summary: { cases: 6, passed: 2, failed: 4, pass_rate: 33.3, expected_failures: 3, unexpected_failures: 1, label_accuracy: 75 },
    });
  });

  it('names no path when the run wrote no report', () => {
    expect(mcpArtifact(report.summary, null).path).toBeNull();
  });
});
