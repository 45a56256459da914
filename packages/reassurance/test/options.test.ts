import { isSynthesisError } from '@synthesis/core';
import { describe, expect, it } from 'vitest';
import { checkReassurance } from '../src/index.js';

describe('options', () => {
  it('disabledRules switches a rule off, and only that rule', () => {
    const text = "Don't worry about it. You'll be fine.";
    const off = checkReassurance(text, { disabledRules: ['reassurance/guarantee-dont-worry'] });
    expect(off.findings.map((f) => f.ruleId)).toEqual(['reassurance/guarantee-you-will-be-fine']);
    const both = checkReassurance(text, { disabledRules: ['reassurance/guarantee-dont-worry', 'reassurance/guarantee-you-will-be-fine'] });
    expect(both.pass).toBe(true);
  });

  it('rejects an unknown rule id with a suggestion', () => {
    let error: unknown;
    try {
      checkReassurance('hi', { disabledRules: ['reassurance/guarantee-dont-wory'] });
    } catch (e) {
      error = e;
    }
    expect(isSynthesisError(error)).toBe(true);
    expect((error as Error).message).toContain('Did you mean "reassurance/guarantee-dont-worry"?');
  });

  it('rejects unknown option keys and wrong types', () => {
    expect(() => checkReassurance('hi', { strict: true } as never)).toThrow(/Invalid options for unverifiable_reassurance/);
    expect(() => checkReassurance('hi', { disabledRules: 'reassurance/guarantee-dont-worry' } as never)).toThrow(/must be array/);
  });
});

describe('input', () => {
  it('rejects a reply that is not a string instead of passing it', () => {
    expect(() => checkReassurance(null as never)).toThrow('Invalid input for unverifiable_reassurance: "assistant" must be a string (got null)');
    expect(() => checkReassurance({ text: 'I promise' } as never)).toThrow('"assistant" must be a string (got {"text":"I promise"})');
  });
});
