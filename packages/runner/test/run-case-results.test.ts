import { describe, expect, it } from 'vitest';
import { createRegistry, defineChecker, type CheckResult } from '@synthesis/core';
import { runAllCases, runCase } from '@synthesis/runner';
import { noBang } from './fixture-checkers.js';

/** A checker that returns whatever `make` builds from the reply, as a plugin might. */
function returning(make: (assistant: string) => unknown) {
  return defineChecker({
    apiVersion: 1,
    meta: { name: 'odd', version: '1.0.0', description: 'returns what it is told', inputs: ['assistant'], defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [] },
    check: (input) => make(input.assistant) as CheckResult,
  });
}

const ok = { pass: true, applicable: true };
const finding = (patch: Record<string, unknown>) => ({ ruleId: 'odd/x', kind: 'k', field: 'assistant', start: 0, end: 4, actual: 'calm', ...patch });
const circular = () => {
  const r: Record<string, unknown> = { ...ok, findings: [] };
  r.self = r;
  return r;
};

const malformed: [string, (assistant: string) => unknown, string][] = [
  ['nothing', () => undefined, 'must be an object { pass, applicable, findings } (got undefined)'],
  ['null', () => null, 'must be an object { pass, applicable, findings } (got null)'],
  ['a string', () => 'pass', 'must be an object { pass, applicable, findings } (got "pass")'],
  ['no pass', () => ({ applicable: true, findings: [] }), 'pass must be a boolean (got undefined)'],
  ['pass as a string', () => ({ ...ok, pass: 'yes', findings: [] }), 'pass must be a boolean (got "yes")'],
  ['no findings', () => ({ ...ok }), 'findings must be an array (got undefined)'],
  ['a span past the end', () => ({ ...ok, findings: [finding({ end: 99 })] }), 'findings[0].end must be an integer offset in [0, 10] of the assistant text (got 99)'],
  ['a negative start', () => ({ ...ok, findings: [finding({ start: -1 })] }), 'findings[0].start must be an integer offset'],
  ['start after end', () => ({ ...ok, findings: [finding({ start: 4, end: 2 })] }), 'findings[0].start 4 is after its end 2'],
  ['actual not the span', () => ({ ...ok, findings: [finding({ actual: 'clam' })] }), 'findings[0].actual must be the text at [0, 4), "calm" (got "clam")'],
  ['no rule id', () => ({ ...ok, findings: [finding({ ruleId: undefined })] }), 'findings[0].ruleId must be a string'],
  ['an unknown field', () => ({ ...ok, findings: [finding({ field: 'system' })] }), 'findings[0].field must be "user" or "assistant" (got "system")'],
  ['a BigInt in the evidence', () => ({ ...ok, findings: [], counts: [1n] }), 'counts[0] is a bigint, which the JSON report cannot hold'],
  ['a circular evidence', circular, 'self refers back to an object that holds it (a circular reference)'],
];

describe('runCase on a checker that breaks the result contract', () => {
  for (const [what, make, fragment] of malformed) {
    it(`records ${what} as a checker error naming the check, and runs the other checks`, () => {
      const registry = createRegistry([returning(make), noBang]);
      const r = runCase({ id: 'C-1', user: 'hi', assistant: 'calm reply', checks: ['odd', 'no_bang'] }, registry);
      expect(r.checks.odd).toEqual({ pass: false, applicable: true, findings: [], error: expect.stringContaining(`odd returned a malformed result: ${fragment}`) });
      expect(r.checks.no_bang!.pass).toBe(true);
    });
  }

  it('keeps a well-formed result as it is, spans into either input included', () => {
    const good = { ...ok, findings: [finding({}), finding({ field: 'user', start: 0, end: 2, actual: 'hi' })], hits: ['calm'], score: 1, note: undefined };
    const registry = createRegistry([returning(() => good)]);
    expect(runCase({ id: 'C-1', user: 'hi', assistant: 'calm reply', checks: ['odd'] }, registry).checks.odd).toBe(good);
  });

  it('lists the malformed result under checker_errors', () => {
    const registry = createRegistry([returning(() => undefined)]);
    const run = runAllCases([{ id: 'C-1', user: 'hi', assistant: 'calm reply', checks: ['odd'] }], registry);
    expect(run.summary.checker_errors).toEqual([{ id: 'C-1', check: 'odd', message: 'odd returned a malformed result: must be an object { pass, applicable, findings } (got undefined)' }]);
  });
});
