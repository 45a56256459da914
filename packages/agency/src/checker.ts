import { compileRules, defineChecker, disabledRuleSet, distinctRuleIds, normalizeText, type Finding } from '@synthesis/core';
import { agencyPasses } from './decide.js';
import { negativeRules } from './negative-rules.js';
import { positiveRules } from './positive-rules.js';
import { agencyRules } from './rules.js';
import type { AgencyOptions, AgencyResult } from './types.js';
import { AGENCY_VERSION } from './version.js';

// Two families, two scans: one combined pattern over every rule would pass V8's
// 20 KB "too large to optimize" mark and run some ten times slower.
const positiveSet = compileRules(positiveRules);
const negativeSet = compileRules(negativeRules);

/**
 * Keep one finding per overlapping stretch of the same rule: the engine retries
 * one character later after each hit, so a rule whose alternatives start at
 * different words ("there's no right way" / "no right way") can report twice.
 */
function dropOverlaps(findings: Finding[]): Finding[] {
  const lastEnd = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of findings) {
    const end = lastEnd.get(f.ruleId);
    if (end !== undefined && f.start < end) continue;
    lastEnd.set(f.ruleId, f.end);
    out.push(f);
  }
  return out;
}

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
    const positives = dropOverlaps(positiveSet.scan(norm, scan));
    const negatives = dropOverlaps(negativeSet.scan(norm, scan));
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
