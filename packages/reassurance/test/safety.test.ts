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

  // V8 compiles a combined pattern to machine code only below some size (near 20,000
  // source characters today); above it, scanning is about 30 times slower.
  it.each([
    ['mind-reading', mindReadingRules],
    ['guarantee', guaranteeRules],
  ] as const)('the %s family stays small enough for the fast path', (_name, rules) => {
    const size = rules.reduce((n, r) => n + r.pattern.source.length + 3, 0);
    expect(size).toBeLessThan(16_000);
  });

  it('the two families together are the whole rule table, with the counts the spec asks for at least', () => {
    expect([...mindReadingRules, ...guaranteeRules]).toEqual([...reassuranceRules]);
    expect(mindReadingRules.length).toBeGreaterThanOrEqual(13);
    expect(guaranteeRules.length).toBeGreaterThanOrEqual(18);
    expect(mindReadingRules.every((r) => r.kind === 'mind-reading')).toBe(true);
    expect(guaranteeRules.every((r) => r.kind === 'guarantee')).toBe(true);
  });
});

