import type { CaseResult, FailureRecord, RunMeta, RunSummary } from '@synthesis/core';

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
}

/** The whole JSON report as a reader sees it after `JSON.parse`. */
export interface JsonReport extends RunReport {
  results: CaseResult[];
}
