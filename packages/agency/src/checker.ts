import { compileRules, defineChecker, disabledRuleSet, distinctRuleIds, followsOpeningQuote, normalizeText } from '@synthesis/core';
import { agencyPasses } from './decide.js';
import { positiveRules } from './positive-rules.js';
import { agencyRules } from './rules.js';
import type { AgencyOptions, AgencyResult } from './types.js';
import { AGENCY_VERSION } from './version.js';

// One rule set for both families: the reply's words are walked once, and each
// finding is sorted into its family by rule id.
const ruleSet = compileRules(agencyRules);
const positiveIds: ReadonlySet<string> = new Set(positiveRules.map((r) => r.id));

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
    // A problem phrase right after an opening quote is mentioned, not said to the user:
    // a script for someone else ('you could say "stop texting me"'), or advice heard elsewhere.
    const findings = ruleSet.scan(norm, scan).filter((f) => positiveIds.has(f.ruleId) || !followsOpeningQuote(norm, f.start));
    const pos = distinctRuleIds(findings.filter((f) => positiveIds.has(f.ruleId)));
    const neg = distinctRuleIds(findings.filter((f) => !positiveIds.has(f.ruleId)));
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
  explain(result) {
    if (result.pass || result.findings.length > 0) return undefined;
    return 'no hits either way; a pass needs score >= 1, or a positive hit and no negative one, so no hits (score 0) fails';
  },
});
