import { describe, expect, it } from 'vitest';
import { CHECKER_API_VERSION, isSynthesisError } from '@synthesis/core';
import { validateChecker } from '../src/plugins/validate-checker.js';
import { pluginPackageNames, isPathSpec } from '../src/plugins/plugin-names.js';

function goodChecker(): Record<string, unknown> {
  return {
    apiVersion: CHECKER_API_VERSION,
    meta: {
      name: 'shout_check',
      version: '1.0.0',
      description: 'Flags replies written in capitals.',
      inputs: ['assistant'],
      defaultOptions: {},
      optionsSchema: { type: 'object' },
      rules: [{ id: 'shout/caps', kind: 'shouting', pattern: /\b[A-Z]{5,}\b/, rationale: 'Capitals read as shouting.' }],
    },
    check: () => ({ pass: true, applicable: true, findings: [] }),
  };
}

function withMeta(patch: Record<string, unknown>): Record<string, unknown> {
  const c = goodChecker();
  return { ...c, meta: { ...(c.meta as object), ...patch } };
}

function caught(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (isSynthesisError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a throw');
}

describe('validateChecker', () => {
  it('accepts a checker of the core contract and returns it unchanged', () => {
    const c = goodChecker();
    expect(validateChecker(c, 'synthesis-checker-shout')).toBe(c);
  });

  it('rejects another apiVersion with its own code, naming package, found and expected version', () => {
    const e = caught(() => validateChecker({ ...goodChecker(), apiVersion: 2 }, 'synthesis-checker-shout'));
    expect(e.code).toBe('SYNTHESIS_PLUGIN_API_VERSION');
    expect(e.message).toContain('"synthesis-checker-shout" (shout_check)');
    expect(e.message).toContain('apiVersion number 2');
    expect(e.message).toContain(`expects apiVersion ${CHECKER_API_VERSION}`);
  });

  const broken: [string, unknown, string][] = [
    ['not an object', 'hello', 'expected an object { apiVersion, meta, check } (got "hello")'],
    ['a function', () => 1, 'expected an object { apiVersion, meta, check } (got a function)'],
    ['missing meta', { apiVersion: 1, check: () => 0 }, 'meta must be an object (got undefined)'],
    ['no name', withMeta({ name: undefined }), 'meta.name must be a snake_case string such as "emotional_depth" (got undefined)'],
    ['camelCase name', withMeta({ name: 'emotionalDepth' }), 'meta.name must be a snake_case string such as "emotional_depth" (got "emotionalDepth")'],
    ['kebab name', withMeta({ name: 'emotional-depth' }), 'meta.name must be a snake_case'],
    ['numeric version', withMeta({ version: 1 }), 'meta.version must be a string (got number 1)'],
    ['no description', withMeta({ description: undefined }), 'meta.description must be a string'],
    ['unknown input', withMeta({ inputs: ['assistant', 'system'] }), 'meta.inputs must be a non-empty list of "user" and/or "assistant" (got ["assistant","system"])'],
    ['empty inputs', withMeta({ inputs: [] }), 'meta.inputs must be a non-empty list'],
    ['defaultOptions array', withMeta({ defaultOptions: [] }), 'meta.defaultOptions must be an object (got an array)'],
    ['no optionsSchema', withMeta({ optionsSchema: null }), 'meta.optionsSchema must be a JSON Schema object (got null)'],
    ['an unsupported schema keyword', withMeta({ optionsSchema: { type: 'object', properties: { n: { type: 'number', exclusiveMinimum: 0 } } } }), 'meta.optionsSchema.properties.n uses "exclusiveMinimum", which Synthesis does not check (supported: type, properties,'],
    ['a schema keyword in items', withMeta({ optionsSchema: { type: 'object', properties: { words: { type: 'array', items: { type: 'string', pattern: '^a' } } } } }), 'meta.optionsSchema.properties.words.items uses "pattern"'],
    ['an unknown schema type', withMeta({ optionsSchema: { type: 'object', properties: { n: { type: 'float' } } } }), 'meta.optionsSchema.properties.n.type must be one of object, array'],
    ['defaults that break the schema', withMeta({ defaultOptions: { n: 'two' }, optionsSchema: { type: 'object', properties: { n: { type: 'integer' } } } }), 'meta.defaultOptions/n must be integer, as meta.optionsSchema says (got "two")'],
    ['rules not a list', withMeta({ rules: {} }), 'meta.rules must be an array of rules (got an object)'],
    ['rule pattern as string', withMeta({ rules: [{ id: 'shout/caps', kind: 'shouting', pattern: '[A-Z]+', rationale: 'x' }] }), 'meta.rules[0].pattern must be a RegExp (got "[A-Z]+")'],
    ['rule id without slash', withMeta({ rules: [{ id: 'caps', kind: 'shouting', pattern: /x/, rationale: 'x' }] }), 'meta.rules[0].id must be a string like "checker/slug" (got "caps")'],
    ['rule without rationale', withMeta({ rules: [{ id: 'shout/caps', kind: 'shouting', pattern: /x/ }] }), 'meta.rules[0].rationale must be a string'],
    ['duplicate rule id', withMeta({ rules: [{ id: 'shout/a', kind: 'k', pattern: /x/, rationale: 'r' }, { id: 'shout/a', kind: 'k', pattern: /y/, rationale: 'r' }] }), 'meta.rules[1].id "shout/a" is used twice'],
    ['check not a function', { ...goodChecker(), check: 'yes' }, 'check must be a function (input, context) => result (got "yes")'],
    ['summarize not a function', { ...goodChecker(), summarize: {} }, 'summarize must be a function when present'],
    ['explain not a function', { ...goodChecker(), explain: 'because' }, 'explain must be a function when present (got "because")'],
    ['optionsProblem not a function', { ...goodChecker(), optionsProblem: { pointer: '/n' } }, 'optionsProblem must be a function when present (got an object)'],
    ['defaults its own optionsProblem rejects', {
      ...withMeta({ defaultOptions: { low: 5, high: 2 }, optionsSchema: { type: 'object', properties: { low: { type: 'number' }, high: { type: 'number' } } } }),
      optionsProblem: (o: { low: number; high: number }) => (o.low > o.high ? { pointer: '/low', message: `must be <= high (${o.high})`, value: o.low, hint: 'lower it' } : undefined),
    }, 'meta.defaultOptions/low must be <= high (2), as its optionsProblem says (got 5)'],
    ['an optionsProblem that throws on the defaults', { ...goodChecker(), optionsProblem: () => {
      throw new Error('cannot read low of undefined');
    } }, 'optionsProblem threw on meta.defaultOptions: cannot read low of undefined'],
  ];
  for (const [what, value, fragment] of broken) {
    it(`rejects ${what}`, () => {
      const e = caught(() => validateChecker(value, 'my-plugin'));
      expect(e.code).toBe('SYNTHESIS_PLUGIN_INVALID');
      expect(e.message).toContain('"my-plugin"');
      expect(e.message).toContain(fragment);
    });
  }
});

describe('plugin names', () => {
  const table: [string, string[]][] = [
    ['emotional-depth', ['synthesis-checker-emotional-depth', 'emotional-depth']],
    ['synthesis-checker-emotional-depth', ['synthesis-checker-emotional-depth']],
    ['@acme/tone', ['@acme/synthesis-checker-tone', '@acme/tone']],
    ['@acme/synthesis-checker-tone', ['@acme/synthesis-checker-tone']],
    ['@acme', ['@acme/synthesis-checker']],
  ];
  for (const [spec, names] of table) {
    it(`${spec} → ${names.join(', ')}`, () => expect(pluginPackageNames(spec)).toEqual(names));
  }

  it('tells paths from names', () => {
    expect(['./x.js', '../p', '/abs/p', 'C:\\p'].map(isPathSpec)).toEqual([true, true, true, true]);
    expect(['emotional-depth', '@acme/tone'].map(isPathSpec)).toEqual([false, false]);
  });
});
