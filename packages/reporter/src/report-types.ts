import type { CaseResult, FailureRecord, LabelMismatch, RunMeta, RunSummary } from '@synthesis/core';

/** The summary as written in reports: the run summary plus the bookkeeping of capped lists. */
export interface ReportSummary extends RunSummary {
  /** Failed cases left out of `failures` because the list is capped (absent when none). */
  failures_truncated?: number;
  /** Checker errors left out of `checker_errors` because the list is capped (absent when none). */
  checker_errors_truncated?: number;
}

/** Everything a reporter is given once the run is over. */
export interface RunReport {
  meta: RunMeta;
  summary: ReportSummary;
  /** One record per failed case, input order (possibly capped; see `summary.failures_truncated`). */
  failures: FailureRecord[];
  /**
   * The first labels the verdicts did not match (the runner's `labelMismatches`),
   * listed by the console summary; not written to the JSON report, whose results
   * carry `label_mismatches` per case.
   */
  label_mismatches?: LabelMismatch[];
}

/** The whole JSON report as a reader sees it after `JSON.parse`. */
export interface JsonReport extends RunReport {
  results: CaseResult[];
}
