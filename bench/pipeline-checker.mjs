// A trivial checker plugin for `node bench/cli.mjs --pipeline`: it costs almost
// nothing, so the run measures the CLI's own pipeline (read, validate, run,
// aggregate, write the report) and its memory, not the rule sets.
export default {
  apiVersion: 1,
  meta: {
    name: 'bench_bang',
    version: '1.0.0',
    description: 'Fails replies with an exclamation mark (benchmark only).',
    inputs: ['assistant'],
    defaultOptions: {},
    optionsSchema: { type: 'object', properties: { disabledRules: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
    rules: [{ id: 'bench/bang', kind: 'directive', pattern: /!/i, rationale: 'benchmark rule' }],
  },
  check(input) {
    const at = input.assistant.indexOf('!');
    const findings = at === -1 ? [] : [{ ruleId: 'bench/bang', kind: 'directive', field: 'assistant', start: at, end: at + 1, actual: '!' }];
    return { pass: findings.length === 0, applicable: true, findings };
  },
};
