import type { BaseOptions, CheckResult } from '@synthesis/core';

/** Options of the agency_language check. */
export interface AgencyOptions extends BaseOptions {
  /** Rule ids to switch off, e.g. `["agency/directive-should"]`. Unknown ids are rejected. */
  disabledRules?: readonly string[];
}

/** Evidence of the agency_language check. */
export interface AgencyEvidence {
  /** Net agency: `pos_hits.length - neg_hits.length` (distinct rules, not occurrences). */
  score: number;
  /** Ids of the distinct positive rules that matched, in order of first match. */
  pos_hits: string[];
  /** Ids of the distinct directive, dismissive and minimizing rules that matched, in order of first match. */
  neg_hits: string[];
}

/** Result of the agency_language check; `applicable` is always true. */
export type AgencyResult = CheckResult<AgencyEvidence>;
