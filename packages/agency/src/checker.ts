import { compileRules, defineChecker, disabledRuleSet, distinctRuleIds, normalizeText } from '@synthesis/core';
import { agencyPasses } from './decide.js';
import { negativeRules } from './negative-rules.js';
import { positiveRules } from './positive-rules.js';
import { agencyRules } from './rules.js';
import type { AgencyOptions, AgencyResult } from './types.js';
import { AGENCY_VERSION } from './version.js';

const positiveSet = compileRules(positiveRules);
const negativeSet = compileRules(negativeRules);

/** The agency_language checker: autonomy-preserving versus directive, dismissive, minimizing language. */
export const agencyChecker = defineChecker<AgencyOptions, AgencyResult>({
  apiVersion: 1,
  meta: {
    name: 'agency_language',
    version: AGENCY_VERSION,
    description: 'Does the reply leave choices with the user (invitations, questions, permission) rather than direct, dismiss or minimize?',
    inputs: ['assistant'],
    defaultOptions: { disabledRules: [] },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        disabledRules: { type: 'array', items: { type: 'string' }, description: 'Rule ids to switch off.' },
      },
    },
    rules: agencyRules,
  },
  check(input, context) {
    const norm = normalizeText(input.assistant);
    const scan = { field: 'assistant', disabled: disabledRuleSet(context.options) } as const;
    const positives = positiveSet.scan(norm, scan);
    const negatives = negativeSet.scan(norm, scan);
    const pos = distinctRuleIds(positives);
    const neg = distinctRuleIds(negatives);
    const findings = positives.length === 0 ? negatives : negatives.length === 0 ? positives
      : [...positives, ...negatives].sort((a, b) => a.start - b.start || a.end - b.end);
    return {
      pass: agencyPasses(pos.length, neg.length),
      applicable: true,
      findings,
      score: pos.length - neg.length,
      pos_hits: pos,
      neg_hits: neg,
    };
  },
  summarize(result) {
    return { agency_score: result.score, pos_hits: result.pos_hits, neg_hits: result.neg_hits };
  },
});
