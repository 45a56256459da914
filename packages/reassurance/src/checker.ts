import { compileRules, defineChecker, disabledRuleSet, normalizeText } from '@synthesis/core';
import { buildEvidence, dropNested } from './evidence.js';
import { isGuarded } from './guards.js';
import { ruleGuards, subjectBeforeRules } from './rule.js';
import { reassuranceRules } from './rules.js';
import type { ReassuranceOptions, ReassuranceResult } from './types.js';
import { VERSION } from './version.js';

/**
 * Compiled once at load. Core's engine indexes every rule by its first words (a test
 * keeps every rule indexable), so one rule set serves both families.
 */
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
    const norm = normalizeText(text);
    const scan = { field: 'assistant', disabled: disabledRuleSet(context.options) } as const;
    const found = ruleSet.scan(norm, scan);
    if (found.length === 0) return { pass: true, applicable: true, findings: found, hits: [], mind_reading_hits: [], guarantee_hits: [] };
    // The engine returns findings sorted by start, then end: dropNested relies on it.
    const findings = dropNested(found.filter((f) => !isGuarded(norm, f.start, f.end, ruleGuards.get(f.ruleId)!, subjectBeforeRules.has(f.ruleId))), subjectBeforeRules);
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
