import { describe, expect, it } from 'vitest';
import { compileRules, defineChecker, disabledRuleSet, normalizeText, type SimilarityProvider } from '../src/index.js';
import { ruleTableCases, runRuleTable, uncoveredRules, type RuleTable } from '../src/testing.js';

const rules = compileRules([
  { id: 'mini/you-must', kind: 'directive', pattern: /\byou (?:must|gotta)\b/i, rationale: 'orders the user' },
  { id: 'mini/up-to-you', kind: 'positive', pattern: /\bup to (?:you|u)\b/i, rationale: 'leaves the choice' },
]);

/** A tiny checker in the shape third parties write. */
const mini = defineChecker({
  apiVersion: 1,
  meta: {
    name: 'mini_check', version: '0.0.1', description: 'demo', inputs: ['user', 'assistant'],
    defaultOptions: {}, optionsSchema: { type: 'object', properties: { disabledRules: { type: 'array' } } },
    rules: rules.rules,
  },
  check(input, ctx) {
    const findings = rules.scan(normalizeText(input.assistant), { disabled: disabledRuleSet(ctx.options) });
    const related = ctx.similarity.similarity(input.user, input.assistant) >= 0.5;
    const pass = related && !findings.some((f) => f.kind === 'directive');
    return { pass, applicable: true, findings, related };
  },
});

const goodTable: RuleTable = {
  fires: [
    { input: 'Honestly you gotta rest.', rule: 'mini/you-must', span: 'you gotta' },
    { input: 'It’s up to u', rule: 'mini/up-to-you', span: [5, 12] },
  ],
  nearMisses: [
    { input: 'You mustn’t blame yourself', rule: 'mini/you-must' },
    { input: 'Whatever you decide.', kinds: ['directive'] },
  ],
  verdicts: [
    { input: { user: 'up to you', assistant: 'It is up to you' }, pass: true },
    { input: { user: 'rest', assistant: 'you must rest' }, pass: false },
  ],
};

describe('@synthesis/core/testing', () => {
  it('runs a table whose rows all hold', () => {
    expect(runRuleTable(mini, goodTable)).toEqual([]);
    expect(uncoveredRules(mini, goodTable)).toEqual([]);
  });

  it('gives one named case per row', () => {
    const names = ruleTableCases(mini, goodTable).map((c) => c.name);
    expect(names).toHaveLength(6);
    expect(names[0]).toBe('mini/you-must fires on "Honestly you gotta rest."');
  });

  it('names a two-input row by both texts, so a rule on the user message is not shown by the reply', () => {
    const names = ruleTableCases(mini, {
      fires: [{ input: { user: 'i am scared', assistant: 'ok' }, rule: 'mini/you-must' }],
      nearMisses: [{ input: { assistant: 'you may rest' }, rule: 'mini/you-must' }],
      verdicts: [
        { input: { user: 'my dog died', assistant: 'ok' }, pass: false },
        { input: { user: 'what time is it', assistant: 'ok' }, pass: false },
      ],
    }).map((c) => c.name);
    expect(names).toEqual([
      'mini/you-must fires on "i am scared" → "ok"',
      'mini/you-must does not fire on "you may rest"',
      'fails: "my dog died" → "ok"',
      'fails: "what time is it" → "ok"',
    ]);
  });

  it('reports rows that do not hold, with what was found', () => {
    const problems = runRuleTable(mini, {
      fires: [
        { input: 'you should rest', rule: 'mini/you-must' },
        { input: 'you must rest', rule: 'mini/you-must', span: [1, 4] },
        { input: 'x', rule: 'mini/nope' },
      ],
      nearMisses: [{ input: 'you must', kinds: ['directive'] }],
      verdicts: [{ input: 'up to you', pass: true }],
    });
    expect(problems).toEqual([
      'mini/you-must fires on "you should rest": expected mini/you-must to fire; got no findings',
      'mini/you-must fires on "you must rest": expected mini/you-must at [1, 4); got mini/you-must "you must" [0, 8)',
      'mini/nope fires on "x": mini_check has no rule "mini/nope"',
      'kinds directive does not fire on "you must": expected no kinds directive; got mini/you-must "you must" [0, 8)',
      'passes: "up to you": expected pass=true, got pass=false (mini/up-to-you "up to you" [0, 9))',
    ]);
  });

  it('lists rules no row covers', () => {
    expect(uncoveredRules(mini, { fires: [{ input: 'you must', rule: 'mini/you-must' }] })).toEqual(['mini/up-to-you']);
  });

  it('passes options and a similarity provider through, and the checker calls it', () => {
    const calls: [string, string][] = [];
    const always: SimilarityProvider = { name: 'always', similarity: (a, b) => (calls.push([a, b]), 1) };
    const verdict = { input: { user: 'cats', assistant: 'you must rest' }, pass: true };
    expect(runRuleTable(mini, { verdicts: [verdict], options: { disabledRules: ['mini/you-must'] }, similarity: always })).toEqual([]);
    expect(calls).toEqual([['cats', 'you must rest']]);
    // Without the provider the default bag-of-words cosine finds nothing shared: the verdict flips.
    expect(runRuleTable(mini, { verdicts: [verdict], options: { disabledRules: ['mini/you-must'] } })).toHaveLength(1);
  });
});
