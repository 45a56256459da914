import { describe, expect, it } from 'vitest';
import { defineChecker, disabledRuleSet, isSynthesisError, resolveOptions, runCheck, validateSchema, type BaseOptions } from '../src/index.js';

interface Opts extends BaseOptions { threshold: number; sentences: number }

const checker = defineChecker<Opts, { pass: boolean; applicable: boolean; findings: []; seen: Readonly<Opts> }>({
  apiVersion: 1,
  meta: {
    name: 'demo_check', version: '1.0.0', description: 'demo', inputs: ['assistant'],
    defaultOptions: { threshold: 0.45, sentences: 2 },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        threshold: { type: 'number', minimum: 0, maximum: 1 },
        sentences: { type: 'integer', minimum: 1, maximum: 5 },
        disabledRules: { type: 'array', items: { type: 'string' } },
      },
    },
    rules: [{ id: 'demo/one', kind: 'k', pattern: /one/i, rationale: 'r' }],
  },
  check: (_input, ctx) => ({ pass: true, applicable: true, findings: [], seen: ctx.options }),
});

describe('resolveOptions', () => {
  it('returns frozen defaults without options', () => {
    const o = resolveOptions(checker);
    expect(o).toEqual({ threshold: 0.45, sentences: 2 });
    expect(Object.isFrozen(o)).toBe(true);
  });

  it('merges over the defaults and caches per options object', () => {
    const given = { threshold: 0.3 };
    const o = resolveOptions(checker, given);
    expect(o).toEqual({ threshold: 0.3, sentences: 2 });
    expect(resolveOptions(checker, given)).toBe(o);
  });

  it('sees an options object changed after its first use: validated again, not the cached result', () => {
    const given: Partial<Opts> = { threshold: 0.3 };
    expect(resolveOptions(checker, given).threshold).toBe(0.3);
    given.threshold = 0.6;
    expect(resolveOptions(checker, given).threshold).toBe(0.6);
    given.threshold = 2;
    expect(() => resolveOptions(checker, given)).toThrow('"/threshold" must be <= 1 (got 2)');
  });

  it('copies disabledRules: an id pushed later is validated, and the resolved list does not change', () => {
    const disabled: string[] = [];
    const given = { disabledRules: disabled };
    const first = resolveOptions(checker, given);
    disabled.push('demo/nope');
    expect(first.disabledRules).toEqual([]);
    expect(Object.isFrozen(first.disabledRules)).toBe(true);
    expect(() => resolveOptions(checker, given)).toThrow('disabledRules names unknown rule "demo/nope"');
    disabled[0] = 'demo/one';
    expect(disabledRuleSet(resolveOptions(checker, given))).toEqual(new Set(['demo/one']));
  });

  it('names the option, the problem and the value', () => {
    expect(() => resolveOptions(checker, { threshold: 2 })).toThrow('Invalid options for demo_check: "/threshold" must be <= 1 (got 2)');
    expect(() => resolveOptions(checker, { sentences: 1.5 })).toThrow('"/sentences" must be integer (got 1.5)');
    expect(() => resolveOptions(checker, { treshold: 0.1 } as never)).toThrow('"/treshold" is not a known option');
  });

  it('rejects NaN and Infinity, which slip past minimum and maximum, showing them as they are', () => {
    expect(() => resolveOptions(checker, { threshold: NaN })).toThrow('"/threshold" must be a finite number (got NaN)');
    expect(() => resolveOptions(checker, { threshold: -Infinity })).toThrow('"/threshold" must be a finite number (got -Infinity)');
  });

  it('shows values JSON cannot (a BigInt, a function) instead of throwing while saying what is wrong', () => {
    expect(() => resolveOptions(checker, { threshold: 1n } as never)).toThrow('"/threshold" must be number (got 1n)');
    expect(() => resolveOptions(checker, { sentences: () => 2 } as never)).toThrow('"/sentences" must be integer (got a function)');
  });

  it('rejects unknown rule ids with a suggestion', () => {
    expect(() => resolveOptions(checker, { disabledRules: ['demo/onr'] })).toThrow(
      'disabledRules names unknown rule "demo/onr". Did you mean "demo/one"?',
    );
    expect(disabledRuleSet(resolveOptions(checker, { disabledRules: ['demo/one'] })).has('demo/one')).toBe(true);
  });

  it('asks the checker whether the options merged over the defaults fit together, and throws its problem with its hint', () => {
    const ordered = defineChecker<Opts, { pass: boolean; applicable: boolean; findings: [] }>({
      ...checker,
      check: () => ({ pass: true, applicable: true, findings: [] }),
      optionsProblem: (o) => (o.sentences * 0.1 <= o.threshold ? undefined
        : { pointer: '/sentences', message: `must be <= threshold * 10 (${o.threshold * 10})`, value: o.sentences, hint: 'Fewer sentences.' }),
    });
    expect(resolveOptions(ordered, { sentences: 4 })).toEqual({ threshold: 0.45, sentences: 4 });
    try {
      resolveOptions(ordered, { threshold: 0.1 });
      expect.unreachable();
    } catch (e) {
      expect(isSynthesisError(e) && [e.code, e.message, e.hint]).toEqual([
        'SYNTHESIS_INVALID_OPTIONS', 'Invalid options for demo_check: "/sentences" must be <= threshold * 10 (1) (got 2)', 'Fewer sentences.',
      ]);
    }
    expect(() => runCheck(ordered, { user: '', assistant: 'x' }, { options: { sentences: 5 } })).toThrow('"/sentences" must be <= threshold * 10');
  });

  it('hands resolved options to the checker through runCheck', () => {
    expect(runCheck(checker, { user: '', assistant: 'x' }, { options: { sentences: 3 } }).seen).toEqual({ threshold: 0.45, sentences: 3 });
  });
});

describe('validateSchema', () => {
  it('reports every problem with a JSON pointer', () => {
    const problems = validateSchema(
      { type: 'object', required: ['a'], properties: { b: { type: 'array', minItems: 1, items: { enum: ['x'] } } } },
      { b: ['y'] },
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['', 'must have property "a"'],
      ['/b/0', 'must be one of "x"'],
    ]);
  });
});
