import { describe, expect, it } from 'vitest';
import { createRegistry, defineChecker } from '@synthesis/core';
import { runCase } from '@synthesis/runner';

const schema = { type: 'object' } as const;

/** Returns whatever the reply names: a checker that breaks the contract without throwing. */
const sloppy = defineChecker({
  apiVersion: 1,
  meta: { name: 'sloppy', version: '0.0.1', description: 'returns what it is told', inputs: ['assistant'], defaultOptions: {}, optionsSchema: schema, rules: [] },
  check(input) {
    const returns: Record<string, unknown> = {
      undefined: undefined,
      null: null,
      string: 'pass',
      'pass-as-string': { pass: 'yes', applicable: true, findings: [] },
      'no-findings': { pass: true, applicable: true },
    };
    return returns[input.assistant] as never;
  },
});
const registry = createRegistry([sloppy]);

describe('runCase', () => {
  it.each([
    ['undefined', '(got undefined)'],
    ['null', '(got null)'],
    ['string', '(got "pass")'],
    ['pass-as-string', 'pass must be a boolean (got "yes")'],
    ['no-findings', 'findings must be an array (got undefined)'],
  ])('turns a check that returns %s into a checker error naming what it returned, not a crash of the run', (reply, what) => {
    const r = runCase({ id: 'S-1', user: 'hi', assistant: reply, checks: ['sloppy'] }, registry);
    expect(r.pass).toBe(false);
    const check = r.checks.sloppy!;
    expect(check).toMatchObject({ pass: false, applicable: true, findings: [] });
    expect(check.error).toContain('sloppy');
    expect(check.error).toContain(what);
  });
});
