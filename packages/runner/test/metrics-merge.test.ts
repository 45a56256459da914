import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaseResult, EvalCase } from '@synthesis/core';
import { MetricsAccumulator, prepareRun, runAllCases, runCase, type MetricsOptions, type MetricsPart } from '@synthesis/runner';
import { registry } from './fixture-checkers.js';

/*
 * A parallel run cuts the cases into batches, runs each batch's metrics apart (a
 * part whose lists keep at most what the run's accumulator had room for when the
 * batch was handed out) and merges the parts in input order. Whatever the cut and
 * however far the hand-out runs ahead of the merge, the totals must be the ones a
 * single accumulator gives, capped lists and their truncation counts included.
 */

const REPLIES = ['ok because', 'wow!', 'boom', 'calm', 'boom!', 'sure because!'];
const USERS = ['hi?', 'hi', 'why?', 'x'];
const CHECKS = ['no_bang', 'answers_q', 'boom'] as const;

const caseArb = fc.record({
  user: fc.constantFrom(...USERS),
  assistant: fc.constantFrom(...REPLIES),
  checks: fc.subarray([...CHECKS], { minLength: 1 }),
  negative: fc.boolean(),
  labels: fc.dictionary(fc.constantFrom(...CHECKS), fc.boolean(), { maxKeys: 3 }),
});

function toCases(drawn: { user: string; assistant: string; checks: string[]; negative: boolean; labels: Record<string, boolean> }[]): EvalCase[] {
  return drawn.map((d, i) => ({
    id: `M-${i + 1}`,
    user: d.user,
    assistant: d.assistant,
    checks: d.checks,
    ...(d.negative ? { tags: ['negative_example'] } : {}),
    ...(Object.keys(d.labels).length > 0 ? { expected: d.labels } : {}),
  }));
}

/** Merge the parts of `results` cut at `sizes`, each part made `lag` merges before its turn (as a worker pool that runs ahead). */
function mergedTotals(results: CaseResult[], sizes: number[], lag: number, caps: MetricsOptions) {
  const run = new MetricsAccumulator(registry, caps);
  const parts: MetricsPart[] = [];
  let merged = 0;
  let at = 0;
  for (let b = 0; at < results.length; b++) {
    while (merged < b - lag) run.merge(parts[merged++]!);
    const size = Math.max(1, sizes[b % sizes.length]!);
    const part = MetricsAccumulator.forPart(registry, run.room());
    for (const r of results.slice(at, at + size)) part.add(r);
    // a part crosses a thread as a structured clone
    parts.push(structuredClone(part.part()));
    at += size;
  }
  while (merged < parts.length) run.merge(parts[merged++]!);
  return run.totals();
}

describe('metrics merged from parts', () => {
  it('equal the totals of one accumulator, for any cut, lag and caps', () => {
    fc.assert(
      fc.property(
        fc.array(caseArb, { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.record({ maxFailures: fc.integer({ min: 0, max: 6 }), maxCheckerErrors: fc.integer({ min: 0, max: 4 }), maxLabelMismatches: fc.integer({ min: 0, max: 4 }) }),
        (drawn, sizes, lag, caps) => {
          const cases = toCases(drawn);
          const whole = runAllCases(cases, registry, caps);
          const { results, ...totals } = whole;
          expect(mergedTotals(results, sizes, lag, caps)).toEqual(totals);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep what a part had no room for out of the lists, and count it', () => {
    // Four failing cases, one of them a negative example caught (M-2); M-4 is written to fail
    // too, but its boom check throws, so it is unexpected. M-3 and M-4 each have a checker error.
    const cases: EvalCase[] = [
      { id: 'M-1', user: 'x', assistant: 'wow!', checks: ['no_bang'], expected: { no_bang: true } },
      { id: 'M-2', user: 'x', assistant: 'wow!', checks: ['no_bang'], tags: ['negative_example'] },
      { id: 'M-3', user: 'x', assistant: 'boom', checks: ['boom'], expected: { boom: true } },
      { id: 'M-4', user: 'x', assistant: 'boom!', checks: ['boom', 'no_bang'], tags: ['negative_example'] },
    ];
    prepareRun(registry, {});
    const results = cases.map((c) => runCase(c, registry, {}));
    const run = new MetricsAccumulator(registry, { maxFailures: 1, maxCheckerErrors: 1, maxLabelMismatches: 1 });
    const first = MetricsAccumulator.forPart(registry, run.room());
    results.slice(0, 2).forEach((r) => first.add(r));
    // handed out before the first part is merged: the room it is given is too big, and the merge trims it
    const second = MetricsAccumulator.forPart(registry, run.room());
    results.slice(2).forEach((r) => second.add(r));
    expect(second.room()).toEqual({ unexpectedFailures: 0, expectedFailures: 1, checkerErrors: 0, labelMismatches: 0 });
    run.merge(first.part());
    expect(run.room()).toEqual({ unexpectedFailures: 0, expectedFailures: 0, checkerErrors: 1, labelMismatches: 0 });
    run.merge(second.part());
    const totals = run.totals();
    expect(totals.failures.map((f) => f.id)).toEqual(['M-1', 'M-2']);
    expect(totals.failuresTruncated).toBe(2);
    expect(totals.summary.checker_errors.map((e) => e.id)).toEqual(['M-3']);
    expect(totals.checkerErrorsTruncated).toBe(1);
    expect(totals.labelMismatches.map((m) => m.id)).toEqual(['M-1']);
    expect(totals.summary.cases).toBe(4);
  });
});
