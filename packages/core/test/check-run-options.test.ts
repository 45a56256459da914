import { describe, expect, it } from 'vitest';
import { defineChecker, runCheck, type RunCheckOptions, type SimilarityProvider } from '../src/index.js';

const compare = defineChecker({
  apiVersion: 1,
  meta: {
    name: 'compare_check', version: '1.0.0', description: 'demo', inputs: ['user', 'assistant'],
    defaultOptions: {},
    optionsSchema: { type: 'object', additionalProperties: false, properties: { disabledRules: { type: 'array', items: { type: 'string' } } } },
    rules: [{ id: 'demo/one', kind: 'k', pattern: /one/i, rationale: 'r' }],
  },
  check: (input, ctx) => ({ pass: ctx.similarity.similarity(input.user, input.assistant) > 0.5, applicable: true, findings: [] }),
});
const input = { user: 'my dog died', assistant: 'my dog died' };
const run = (options: unknown) => () => runCheck(compare, input, options as RunCheckOptions<{ disabledRules?: string[] }>);

describe('runCheck run options', () => {
  it('rejects checker options given beside "options" instead of running with the defaults', () => {
    expect(run({ disabledRules: ['demo/one'] })).toThrow(
      'Invalid run options for compare_check: "disabledRules" is not a run option (known: options, similarity) (got ["demo/one"])',
    );
  });

  it.each([
    [3, '3'],
    [{ name: 'embeddings' }, '{"name":"embeddings"}'],
    [(a: string, b: string) => (a === b ? 1 : 0), 'a function'],
  ])('rejects a similarity that is not a provider: %s', (similarity, shown) => {
    expect(run({ similarity })).toThrow(
      `Invalid run options for compare_check: "similarity" must be a provider { name: string, similarity(a, b): number } (got ${shown})`,
    );
  });

  it('rejects a run argument that is not an object', () => {
    expect(run(null)).toThrow('Invalid run options for compare_check: expected { options?, similarity? } (got null)');
  });

  it('takes a provider and options', () => {
    const same: SimilarityProvider = { name: 'same', similarity: (a, b) => (a === b ? 1 : 0) };
    expect(runCheck(compare, input, { similarity: same, options: { disabledRules: ['demo/one'] } }).pass).toBe(true);
    expect(runCheck(compare, input).pass).toBe(true);
  });
});
