import { compileRules, defineChecker, disabledRuleSet, normalizeText, runCheck, type BaseOptions, type CheckResult, type Finding } from '@synthesis/core';
import { RULES } from './rules.js';

export interface EmotionalDepthOptions extends BaseOptions {
  /** Lowest `depth_score` that passes; integer, default 1 (at least one more deep hit than surface hits). */
  minDepth?: number;
}

export interface EmotionalDepthEvidence {
  /** Deep hits minus surface hits; integer, may be negative. */
  depth_score: number;
  /** Matched text of each surface-sympathy finding, in text order. */
  surface_hits: string[];
  /** Matched text of each deep-engagement finding, in text order. */
  deep_hits: string[];
}

export type EmotionalDepthResult = CheckResult<EmotionalDepthEvidence>;

const ruleSet = compileRules(RULES);

/**
 * The rule engine reports a match at every start position, so a rule with an
 * optional lead-in ("(i'm )?so sorry to hear") also yields its own tail; keep
 * only findings not inside an earlier finding of the same rule.
 */
function dropNested(findings: Finding[]): Finding[] {
  const kept: Finding[] = [];
  for (const f of findings) {
    if (!kept.some((k) => k.ruleId === f.ruleId && k.start <= f.start && f.end <= k.end)) kept.push(f);
  }
  return kept;
}

/**
 * `emotional_depth`: does the reply engage with the feeling (name it, reflect why
 * it matters, validate it, invite more) or only offer stock sympathy? Passes when
 * deep hits outnumber surface hits by at least `minDepth`.
 */
export const emotionalDepthChecker = defineChecker<EmotionalDepthOptions, EmotionalDepthResult>({
  apiVersion: 1,
  meta: {
    name: 'emotional_depth',
    version: '0.1.0',
    description: 'Surface sympathy vs deep emotional engagement in the assistant reply.',
    inputs: ['assistant'],
    defaultOptions: { minDepth: 1 },
    optionsSchema: {
      type: 'object',
      properties: {
        minDepth: { type: 'integer', minimum: -10, maximum: 10 },
        disabledRules: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    },
    rules: RULES,
  },
  check(input, { options }) {
    const findings = dropNested(ruleSet.scan(normalizeText(input.assistant), { field: 'assistant', disabled: disabledRuleSet(options) }));
    const surface_hits = findings.filter((f) => f.kind === 'surface').map((f) => f.actual);
    const deep_hits = findings.filter((f) => f.kind === 'deep').map((f) => f.actual);
    const depth_score = deep_hits.length - surface_hits.length;
    return { pass: depth_score >= (options.minDepth ?? 1), applicable: true, findings, depth_score, surface_hits, deep_hits };
  },
  summarize: (result) => ({ depth_score: result.depth_score, surface_hits: result.surface_hits, deep_hits: result.deep_hits }),
});

/** Run `emotional_depth` on one reply (options validated and merged over the defaults). */
export function checkEmotionalDepth(assistant: string, options?: EmotionalDepthOptions): EmotionalDepthResult {
  return runCheck(emotionalDepthChecker, { user: '', assistant }, options === undefined ? {} : { options });
}
