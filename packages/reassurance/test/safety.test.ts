import { describe, expect, it } from 'vitest';
import { compileRules } from '@synthesis/core';
import { unsafePatterns } from '../../../test-support/redos.js';
import { guaranteeRules } from '../src/guarantee-rules.js';
import { mindReadingRules } from '../src/mind-reading-rules.js';
import { reassuranceRules } from '../src/index.js';

describe('linear time', () => {
  it('every rule is proven safe from catastrophic backtracking', { timeout: 180_000 }, () => {
    expect(unsafePatterns(reassuranceRules)).toEqual([]);
  });

  it('every rule is indexed by its first words (none is scanned the slow way)', () => {
    expect(compileRules(reassuranceRules).untriggered).toEqual([]);
  });

  it('every pattern is written in lower case, so it compiles without its i flag (the slow compile)', () => {
    expect(compileRules(reassuranceRules).keptCaseFlag).toEqual([]);
  });

  it('the two families together are the whole rule table, with the counts the spec asks for at least', () => {
    expect([...mindReadingRules, ...guaranteeRules]).toEqual([...reassuranceRules]);
    expect(mindReadingRules.length).toBeGreaterThanOrEqual(13);
    expect(guaranteeRules.length).toBeGreaterThanOrEqual(18);
    expect(mindReadingRules.every((r) => r.kind === 'mind-reading')).toBe(true);
    expect(guaranteeRules.every((r) => r.kind === 'guarantee')).toBe(true);
  });
});

