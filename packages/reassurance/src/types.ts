import type { BaseOptions, CheckResult } from '@synthesis/core';

/** Options of `unverifiable_reassurance`. */
export interface ReassuranceOptions extends BaseOptions {
  /** Rule ids to switch off, e.g. `["reassurance/guarantee-dont-worry"]`. Unknown ids are rejected. */
  disabledRules?: readonly string[];
}

/** The evidence fields of a reassurance result (snake_case, as in the report format). */
export interface ReassuranceEvidence {
  /**
   * Every matched text, mind-reading and guarantee alike, in text order, each text once.
   * Overlapping matches of one kind are merged into one text.
   */
  hits: string[];
  /** Matched texts of mind-reading rules, one per (merged) match, in text order. */
  mind_reading_hits: string[];
  /** Matched texts of guarantee rules, one per (merged) match, in text order. */
  guarantee_hits: string[];
}

/** A reassurance result: fails on any hit; always applicable. */
export type ReassuranceResult = CheckResult<ReassuranceEvidence>;
