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

  it('rejects things that are not checkers, saying which entry and what it is', () => {
    expect(() => createRegistry([{ meta: { name: 'x' } } as unknown as Checker])).toThrow(
      'Not a checker at [0]: expected an object with apiVersion 1 and meta.name (got an object with keys meta)',
    );
    expect(() => createRegistry([stub('a_check'), undefined as unknown as Checker])).toThrow('Not a checker at [1]: expected an object with apiVersion 1 and meta.name (got undefined)');
    // A checker module's namespace holds its check function too.
    function checkThing(): void {}
    expect(() => createRegistry({ thingChecker: stub('thing'), checkThing } as unknown as Record<string, Checker>)).toThrow(
      'Not a checker at "checkThing": expected an object with apiVersion 1 and meta.name (got a function (checkThing))',
    );
  });

  it('rejects a missing list, and a name that is not a string, with a SynthesisError', () => {
    expect(() => createRegistry(undefined as never)).toThrow('createRegistry takes a list or a name-keyed object of checkers (got undefined)');
    expect(() => registry.get(undefined as never)).toThrow(
      'A check name must be a string (got undefined). Known checks: agency_language, unverifiable_reassurance, topic_pivot.',
    );
  });
});
