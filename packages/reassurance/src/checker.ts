import { compileRules, defineChecker, disabledRuleSet, normalizeText } from '@synthesis/core';
import { buildEvidence, dropNested } from './evidence.js';
import { reassuranceRules } from './rules.js';
import type { ReassuranceOptions, ReassuranceResult } from './types.js';
import { VERSION } from './version.js';

/** Compiled once at load: one combined scan of the reply per check. */
const ruleSet = compileRules(reassuranceRules);

const defaultOptions: Readonly<ReassuranceOptions> = Object.freeze({ disabledRules: Object.freeze([]) as readonly string[] });

/**
 * `unverifiable_reassurance`: fails when the reply reads minds (claims to know what the
 * user, everyone, no one or a named person feels) or guarantees an outcome the
 * assistant cannot ensure. Certainty words alone never fail.
 */
export const reassuranceChecker = defineChecker<ReassuranceOptions, ReassuranceResult>({
  apiVersion: 1,
  meta: {
    name: 'unverifiable_reassurance',
    version: VERSION,
    description: 'Fails when the reply claims to know inner states it cannot know or promises outcomes it cannot ensure.',
    inputs: ['assistant'],
    defaultOptions,
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        disabledRules: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Rule ids to switch off, e.g. ["reassurance/guarantee-dont-worry"].',
        },
      },
    },
    rules: reassuranceRules,
  },
  check(input, context) {
    const text = input.assistant;
    const found = ruleSet.scan(normalizeText(text), { field: 'assistant', disabled: disabledRuleSet(context.options) });
    const findings = dropNested(found);
    return { pass: findings.length === 0, applicable: true, findings, ...buildEvidence(text, findings) };
  },
  summarize(result) {
    return {
      reassurance_hits: result.hits,
      mind_reading_hits: result.mind_reading_hits,
      guarantee_hits: result.guarantee_hits,
    };
  },
});
