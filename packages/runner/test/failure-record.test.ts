import { describe, expect, it } from 'vitest';
import { createRegistry, defineChecker, type CheckResult } from '@synthesis/core';
import { failureRecord, prepareRun, runCase } from '@synthesis/runner';

/** Fails on "!", with a hit count as evidence; summarizes with whatever `summarize` gives. */
function summarizing(summarize: (result: CheckResult) => unknown) {
  return defineChecker({
    apiVersion: 1,
    meta: { name: 'loud', version: '1.0.0', description: 'fails on "!"', inputs: ['assistant'], defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [] },
    check: (input) => ({ pass: !input.assistant.includes('!'), applicable: true, findings: [], bangs: input.assistant.split('!').length - 1 }),
    summarize: summarize as (result: CheckResult) => Record<string, unknown>,
  });
}

function recordFor(summarize: (result: CheckResult) => unknown) {
  const registry = createRegistry([summarizing(summarize)]);
  prepareRun(registry, {});
  return failureRecord(runCase({ id: 'F-1', user: 'hi', assistant: 'no way!!', checks: ['loud'] }, registry), registry);
}

/** The evidence a failure record falls back to: the result minus its verdict flags and findings. */
const RAW = { loud: { bangs: 2 } };

describe('failureRecord', () => {
  it('merges the flat evidence keys summarize() gives', () => {
    expect(recordFor((r) => ({ loud_bangs: (r as { bangs?: number }).bangs }))).toEqual({ id: 'F-1', failed: ['loud'], evidence: { loud_bangs: 2 }, expected_failure: false });
  });

  const cycle = (): unknown => {
    const o: Record<string, unknown> = { n: 1 };
    o.again = o;
    return o;
  };
  it.each<[string, () => unknown]>([
    ['throws', () => {
      throw new Error('no summary today');
    }],
    ['returns a function among its keys', () => ({ n: 1, explain: () => 'why' })],
    ['returns a BigInt deep down', () => ({ counts: { bangs: 2n } })],
    ['returns a cycle', cycle],
    ['returns a string', () => 'two bangs'],
    ['returns an array', () => ['two', 'bangs']],
    ['returns nothing', () => undefined],
  ])('keeps the raw evidence when summarize() %s', (_what, summarize) => {
    const record = recordFor(summarize);
    expect(record.evidence).toEqual(RAW);
    // plain data: it survives a JSON round trip and a structured clone unchanged
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(structuredClone(record)).toEqual(record);
  });
});
