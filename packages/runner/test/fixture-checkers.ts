import { createRegistry, defineChecker, type CheckResult, type Finding } from '@synthesis/core';

/** Test checkers, small enough that every verdict below can be worked out by hand. */

const empty = { type: 'object', properties: { disabledRules: { type: 'array', items: { type: 'string' } } }, additionalProperties: false } as const;

function bangs(text: string): Finding[] {
  const out: Finding[] = [];
  for (let i = text.indexOf('!'); i !== -1; i = text.indexOf('!', i + 1)) {
    out.push({ ruleId: 'no-bang/bang', kind: 'directive', field: 'assistant', start: i, end: i + 1, actual: '!' });
  }
  return out;
}

/** Fails when the reply contains `!`. Has a summarize(). */
export const noBang = defineChecker<{ disabledRules?: readonly string[] }, CheckResult<{ bang_count: number }>>({
  apiVersion: 1,
  meta: {
    name: 'no_bang', version: '1.0.0', description: 'no exclamation marks', inputs: ['assistant'],
    defaultOptions: {}, optionsSchema: empty,
    rules: [{ id: 'no-bang/bang', kind: 'directive', pattern: /!/i, rationale: 'calm' }],
  },
  check(input, { options }) {
    const findings = options.disabledRules?.includes('no-bang/bang') ? [] : bangs(input.assistant);
    return { pass: findings.length === 0, applicable: true, findings, bang_count: findings.length };
  },
  summarize: (r) => ({ bang_hits: r.findings.map((f) => f.actual) }),
});

/** Not applicable unless the user asks (`?`); then passes only if the reply says "because". No summarize(). */
export const answersQ = defineChecker({
  apiVersion: 1,
  meta: {
    name: 'answers_q', version: '2.0.0', description: 'answers questions', inputs: ['user', 'assistant'],
    defaultOptions: {}, optionsSchema: empty, rules: [],
  },
  check(input) {
    if (!input.user.includes('?')) return { pass: true, applicable: false, findings: [], asked: false };
    return { pass: input.assistant.includes('because'), applicable: true, findings: [], asked: true };
  },
});

/** Throws on "boom", passes otherwise. */
export const boom = defineChecker({
  apiVersion: 1,
  meta: {
    name: 'boom', version: '0.0.1', description: 'throws', inputs: ['assistant'],
    defaultOptions: {}, optionsSchema: empty, rules: [],
  },
  check(input) {
    if (input.assistant.includes('boom')) throw new Error('kaboom');
    return { pass: true, applicable: true, findings: [] };
  },
});

export const registry = createRegistry([noBang, answersQ, boom]);
