import { describe, expect, it } from 'vitest';
import { unsafePatterns } from '../../../test-support/redos.js';
import { pivotRules } from '../src/rules.js';

describe('ReDoS safety', () => {
  it('every rule is proven linear by recheck', () => {
    expect(unsafePatterns(pivotRules)).toEqual([]);
  }, 600_000);
});
