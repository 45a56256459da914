import { describe, expect, it } from 'vitest';
import { createRegistry, defineChecker, SynthesisError, UnknownCheckError, type Checker } from '../src/index.js';

function stub(name: string): Checker {
  return defineChecker({
    apiVersion: 1,
    meta: {
      name, version: '1.0.0', description: `${name} stub`, inputs: ['assistant'],
      defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [],
    },
    check: () => ({ pass: true, applicable: true, findings: [] }),
  });
}

const registry = createRegistry([stub('agency_language'), stub('unverifiable_reassurance'), stub('topic_pivot')]);

describe('createRegistry', () => {
  it('looks checkers up by name and lists names in order', () => {
    expect(registry.get('topic_pivot').meta.name).toBe('topic_pivot');
    expect(registry.has('agency_language')).toBe(true);
    expect(registry.has('nope')).toBe(false);
    expect(registry.names()).toEqual(['agency_language', 'unverifiable_reassurance', 'topic_pivot']);
  });

  it('accepts a name-keyed object', () => {
    expect(createRegistry({ a: stub('a_check') }).names()).toEqual(['a_check']);
  });

  it('suggests the nearest name for a typo and lists the known ones', () => {
    let error: unknown;
    try {
      registry.get('topic_pivott');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownCheckError);
    const e = error as UnknownCheckError;
    expect(e.message).toBe(
      'Unknown check "topic_pivott". Known checks: agency_language, unverifiable_reassurance, topic_pivot. Did you mean "topic_pivot"?',
    );
    expect(e.code).toBe('SYNTHESIS_UNKNOWN_CHECK');
    expect(e.suggestion).toBe('topic_pivot');
  });

  it('does not suggest anything for a name far from all known ones', () => {
    expect(() => registry.get('emotional_depth')).toThrow(
      /^Unknown check "emotional_depth"\. Known checks: agency_language, unverifiable_reassurance, topic_pivot\.$/,
    );
  });

  it('rejects duplicate names', () => {
    expect(() => createRegistry([stub('x_check'), stub('x_check')])).toThrow(SynthesisError);
    expect(() => createRegistry([stub('x_check'), stub('x_check')])).toThrow('Check "x_check" is registered twice');
  });

  it('rejects things that are not checkers', () => {
    expect(() => createRegistry([{ meta: { name: 'x' } } as unknown as Checker])).toThrow(/Not a checker/);
  });
});
