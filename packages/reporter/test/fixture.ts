import type { CaseResult, RunMeta } from '@synthesis/core';
import type { RunReport } from '@synthesis/reporter';

export const meta: RunMeta = {
  tool: { name: '@synthesis/cli', version: '9.9.9' },
  checkers: [{ name: 'no_bang', version: '1.0.0' }],
  similarity: 'bag-of-words-cosine',
};

export function result(id: string, pass: boolean): CaseResult {
  return {
    id, pass, negative_example: false,
    checks: { no_bang: { pass, applicable: true, findings: pass ? [] : [{ ruleId: 'no-bang/bang', kind: 'directive', field: 'assistant', start: 3, end: 4, actual: '!' }] } },
  };
}

/** A run of 6 cases: 2 passed, 1 unexpected failure, 3 expected failures (one more than `show: 2` lists). */
export const report: RunReport = {
  meta,
  summary: {
    cases: 6, passed: 2, failed: 4, strict_passed: 2, strict_failed: 1, expected_failures: 3, unexpected_failures: 1,
    by_check: {
      no_bang: { passed: 2, failed: 4, not_applicable: 0 },
      answers_q: { passed: 1, failed: 0, not_applicable: 5, errors: 0 },
    },
    label_accuracy: { total: 4, matched: 3, accuracy: 75 },
    label_accuracy_by_check: { no_bang: { total: 4, matched: 3, accuracy: 75 } },
    label_confusion_by_check: { no_bang: { tp: 2, fp: 1, fn: 0, tn: 1, precision: 0.6667, recall: 1, f1: 0.8 } },
    checker_errors: [{ id: 'C-9', check: 'boom', message: 'kaboom' }],
  },
  failures: [
    { id: 'C-3', failed: ['no_bang'], evidence: { bang_hits: ['!'] }, expected_failure: true },
    { id: 'C-4', failed: ['no_bang'], evidence: { bang_hits: ['!', '!'] }, expected_failure: false },
    { id: 'C-5', failed: ['no_bang'], evidence: { bang_hits: ['!'] }, expected_failure: true },
    { id: 'C-6', failed: ['no_bang'], evidence: { no_bang: { bang_count: 1 } }, expected_failure: true },
  ],
};
