import { describe, expect, it } from 'vitest';
import type { EvalCase } from '@synthesis/core';
import { confusionRates, labelAccuracy, runAllCases, runCaseStream } from '@synthesis/runner';
import { registry } from './fixture-checkers.js';

/*
 * The fixture, with each verdict worked out by hand:
 *   no_bang   fails iff the reply has "!"
 *   answers_q N/A unless the user has "?"; then passes iff the reply has "because"
 *   boom      throws on "boom"
 *
 * case  checks              verdicts                         case   negative  labels (expected → computed)
 * C-1   no_bang answers_q   pass, pass                       pass   no        nb T→pass tn, aq T→pass tn
 * C-2   no_bang answers_q   FAIL, pass (N/A)                 fail   yes       nb F→fail tp, aq T→pass tn
 * C-3   answers_q           FAIL                             fail   no        aq T→fail fp (mismatch)
 * C-4   no_bang             FAIL                             fail   yes(-fail) nb T→fail fp (mismatch)
 * C-5   no_bang             pass                             pass   yes(-fail) nb F→pass fn (mismatch)
 * C-6   boom no_bang        FAIL (error), pass               fail   no        —
 * C-7   answers_q           pass                             pass   no        aq T→pass tn; nb label not compared (not run)
 */
const cases: EvalCase[] = [
  { id: 'C-1', user: 'hi?', assistant: 'ok because', checks: ['no_bang', 'answers_q'], expected: { no_bang: true, answers_q: true } },
  { id: 'C-2', user: 'hi', assistant: 'wow!', checks: ['no_bang', 'answers_q'], tags: ['negative_example'], expected: { no_bang: false, answers_q: true } },
  { id: 'C-3', user: 'why?', assistant: 'no idea', checks: ['answers_q'], expected: { answers_q: true } },
  { id: 'C-4', user: 'q?', assistant: 'fine!', checks: ['no_bang'], tags: ['grief', 'tone-fail'], expected: { no_bang: true } },
  { id: 'C-5', user: 'x', assistant: 'calm', checks: ['no_bang'], tags: ['pivot-fail'], expected: { no_bang: false } },
  { id: 'C-6', user: 'x', assistant: 'boom', checks: ['boom', 'no_bang'] },
  { id: 'C-7', user: 'ok?', assistant: 'because!', checks: ['answers_q'], expected: { answers_q: true, no_bang: false } },
];

describe('metrics on the hand-built fixture', () => {
  const run = runAllCases(cases, registry);
  const s = run.summary;

  it('counts cases', () => {
    // passed: C-1, C-5, C-7; failed: C-2, C-3, C-4, C-6
    expect([s.cases, s.passed, s.failed]).toEqual([7, 3, 4]);
    // strict = non-negative cases: passed C-1, C-7; failed C-3, C-6
    expect([s.strict_passed, s.strict_failed]).toEqual([2, 2]);
    // negative and failed: C-2, C-4 (C-5 is negative but passed: not an expected failure)
    expect([s.expected_failures, s.unexpected_failures]).toEqual([2, 2]);
  });

  it('counts per check, N/A apart, only for checks used', () => {
    expect(s.by_check).toEqual({
      no_bang: { passed: 3, failed: 2, not_applicable: 0 }, // pass C-1 C-5 C-6, fail C-2 C-4
      answers_q: { passed: 2, failed: 1, not_applicable: 1 }, // pass C-1 C-7, fail C-3, N/A C-2
      boom: { passed: 0, failed: 1, not_applicable: 0, errors: 1 }, // C-6 threw
    });
    expect(Object.keys(s.by_check)).toEqual(['no_bang', 'answers_q', 'boom']); // registry order
  });

  it('computes label accuracy, a N/A check counting as a pass', () => {
    // no_bang: C-1 ok, C-2 ok, C-4 miss, C-5 miss → 2/4; answers_q: C-1, C-2 (N/A), C-7 ok, C-3 miss → 3/4
    expect(s.label_accuracy_by_check).toEqual({
      no_bang: { total: 4, matched: 2, accuracy: 50 },
      answers_q: { total: 4, matched: 3, accuracy: 75 },
    });
    expect(s.label_accuracy).toEqual({ total: 8, matched: 5, accuracy: 62.5 });
  });

  it('builds the confusion matrix with "fails" as the positive class', () => {
    expect(s.label_confusion_by_check.no_bang).toEqual({ tp: 1, fp: 1, fn: 1, tn: 1, precision: 0.5, recall: 0.5, f1: 0.5 });
    // answers_q: no expected failure → recall and f1 undefined; one predicted failure, wrong → precision 0
    expect(s.label_confusion_by_check.answers_q).toEqual({ tp: 0, fp: 1, fn: 0, tn: 3, precision: 0, recall: null, f1: null });
  });

  it('lists checker errors apart', () => {
    expect(s.checker_errors).toEqual([{ id: 'C-6', check: 'boom', message: 'kaboom' }]);
    expect(run.results[5]!.checks.boom).toEqual({ pass: false, applicable: true, findings: [], error: 'kaboom' });
  });

  it('keeps one failure record per failed case with condensed evidence', () => {
    expect(run.failures).toEqual([
      { id: 'C-2', failed: ['no_bang'], evidence: { bang_hits: ['!'] }, expected_failure: true },
      { id: 'C-3', failed: ['answers_q'], evidence: { answers_q: { asked: true } }, expected_failure: false },
      { id: 'C-4', failed: ['no_bang'], evidence: { bang_hits: ['!'] }, expected_failure: true },
      { id: 'C-6', failed: ['boom'], evidence: { boom: { error: 'kaboom' } }, expected_failure: false },
    ]);
  });

  it('marks label mismatches and negative examples per result', () => {
    expect(run.results.map((r) => [r.id, r.negative_example, r.label_mismatches])).toEqual([
      ['C-1', false, []], ['C-2', true, []], ['C-3', false, ['answers_q']], ['C-4', true, ['no_bang']],
      ['C-5', true, ['no_bang']], ['C-6', false, undefined], ['C-7', false, []],
    ]);
  });

  it('gives the same totals streaming, in batches or one by one, and calls onResult in order', async () => {
    const seen: string[] = [];
    async function* batches() {
      yield cases.slice(0, 3);
      yield cases[3]!;
      yield cases.slice(4);
    }
    const streamed = await runCaseStream(batches(), registry, { onResult: (r) => void seen.push(r.id) });
    expect(streamed.summary).toEqual(s);
    expect(streamed.failures).toEqual(run.failures);
    expect(seen).toEqual(cases.map((c) => c.id));
  });

  it('caps the failure list per kind (unexpected, expected), in input order, and counts the rest', () => {
    const capped = runAllCases(cases, registry, { maxFailures: 1 });
    expect(capped.failures.map((f) => f.id)).toEqual(['C-2', 'C-3']);
    expect(capped.failuresTruncated).toBe(2);
  });

  it('lists the labels the verdicts did not match, in input order, capped', () => {
    expect(run.labelMismatches).toEqual([
      { id: 'C-3', check: 'answers_q', expected: true },
      { id: 'C-4', check: 'no_bang', expected: true },
      { id: 'C-5', check: 'no_bang', expected: false },
    ]);
    expect(run.labelMismatches.length).toBe(s.label_accuracy.total - s.label_accuracy.matched);
    expect(runAllCases(cases, registry, { maxLabelMismatches: 1 }).labelMismatches.map((m) => m.id)).toEqual(['C-3']);
  });

  it('keeps the unexpected failures that come after the cap is full of expected ones', () => {
    const negative = cases[1]!; // C-2: an expected failure
    const many = [1, 2, 3].map((n) => ({ ...negative, id: `N-${n}` }));
    const capped = runAllCases([...many, cases[2]!], registry, { maxFailures: 2 });
    expect(capped.summary.unexpected_failures).toBe(1);
    expect(capped.failures.map((f) => f.id)).toEqual(['N-1', 'N-2', 'C-3']);
    expect(capped.failuresTruncated).toBe(1);
  });

  it('passes per-check options (disabledRules) to the checker', () => {
    const r = runAllCases(cases.slice(1, 2), registry, { options: { no_bang: { disabledRules: ['no-bang/bang'] } } });
    expect(r.results[0]!.checks.no_bang!.pass).toBe(true);
    expect(() => runAllCases(cases, registry, { options: { no_bang: { disabledRules: ['no-bang/bangg'] } } })).toThrow(/Did you mean "no-bang\/bang"/);
  });
});

describe('rates', () => {
  it('rounds accuracy to one decimal and rates to four', () => {
    expect(labelAccuracy(3, 2).accuracy).toBe(66.7);
    expect(labelAccuracy(0, 0).accuracy).toBe(100);
    // tp 1, fp 2 → precision 1/3; fn 0 → recall 1; f1 = 2·(1/3)·1/(4/3) = 0.5
    expect(confusionRates(1, 2, 0, 5)).toEqual({ tp: 1, fp: 2, fn: 0, tn: 5, precision: 0.3333, recall: 1, f1: 0.5 });
    // tp 0 with predictions and expectations: precision 0, recall 0, f1 0
    expect(confusionRates(0, 1, 1, 0)).toMatchObject({ precision: 0, recall: 0, f1: 0 });
    expect(confusionRates(0, 0, 0, 4)).toMatchObject({ precision: null, recall: null, f1: null });
  });
});

describe('a checker error on a negative example', () => {
  // N-1 is written to fail and labelled so; its one check throws instead of judging it.
  // N-2 is the same case with a reply the check judges (and fails): a real catch.
  const negatives: EvalCase[] = [
    { id: 'N-1', user: 'x', assistant: 'boom!', checks: ['boom'], tags: ['negative_example'], expected: { boom: false } },
    { id: 'N-2', user: 'x', assistant: 'wow!', checks: ['no_bang'], tags: ['negative_example'], expected: { no_bang: false } },
  ];
  const run = runAllCases(negatives, registry);

  it('is an unexpected failure, not a negative example caught, so the exit code sees it', () => {
    expect([run.summary.expected_failures, run.summary.unexpected_failures]).toEqual([1, 1]);
    expect(run.failures.map((f) => [f.id, f.expected_failure])).toEqual([['N-1', false], ['N-2', true]]);
  });

  it('matches no label: the thrown check is a missed catch, not a true positive', () => {
    expect(run.summary.label_accuracy_by_check.boom).toEqual({ total: 1, matched: 0, accuracy: 0 });
    expect(run.summary.label_confusion_by_check.boom).toMatchObject({ tp: 0, fp: 0, fn: 1, tn: 0 });
    expect(run.summary.label_accuracy).toEqual({ total: 2, matched: 1, accuracy: 50 });
  });
});
