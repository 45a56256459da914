import type { CheckResult } from './types.js';

/**
 * Types shared by the runner (which produces them) and the reporters (which
 * consume them). Field names follow the Synthesis report format (snake_case).
 */

/** The result of one case. */
export interface CaseResult {
  id: string;
  /** True when every check passed (a not-applicable check passes). */
  pass: boolean;
  /** Whether the case is a negative example (tag `negative_example` or `*-fail`). */
  negative_example: boolean;
  /** Per check name, that check's result with its evidence and findings. */
  checks: Record<string, CheckResult>;
  /** Per check name, the expected label when the case has one. */
  expected?: Record<string, boolean>;
  /** Check names whose computed verdict differs from the expected label. */
  label_mismatches?: string[];
  tags?: string[];
}

/** Per-check counts. A not-applicable check is counted apart, not as passed. */
export interface CheckStats {
  passed: number;
  failed: number;
  not_applicable: number;
  /** Cases where the checker threw (also counted in `failed`). */
  errors?: number;
}

export interface LabelAccuracy {
  /** Labels compared. */
  total: number;
  /** Labels where the computed verdict equals the expected one. */
  matched: number;
  /** `matched / total` as a percentage with one decimal (100 when total is 0). */
  accuracy: number;
}

/** Confusion matrix with "fails the check" as the positive class. */
export interface LabelConfusion {
  /** Expected to fail, failed. */
  tp: number;
  /** Expected to pass, failed. */
  fp: number;
  /** Expected to fail, passed. */
  fn: number;
  /** Expected to pass, passed. */
  tn: number;
  /** tp / (tp + fp), in [0, 1]; null when undefined (no predicted failure). */
  precision: number | null;
  /** tp / (tp + fn), in [0, 1]; null when undefined (no expected failure). */
  recall: number | null;
  /** Harmonic mean of precision and recall; null when either is null. */
  f1: number | null;
}

export interface RunSummary {
  cases: number;
  passed: number;
  failed: number;
  strict_passed: number;
  strict_failed: number;
  expected_failures: number;
  unexpected_failures: number;
  by_check: Record<string, CheckStats>;
  label_accuracy: LabelAccuracy;
  label_accuracy_by_check: Record<string, LabelAccuracy>;
  label_confusion_by_check: Record<string, LabelConfusion>;
  /** Checker exceptions, listed apart from verdicts. */
  checker_errors: { id: string; check: string; message: string }[];
}

/** The condensed record of a failed case, for quick triage. */
export interface FailureRecord {
  id: string;
  failed: string[];
  evidence: Record<string, unknown>;
  expected_failure: boolean;
}

/** A label the verdict did not match: where to look when label accuracy is below 100 %. */
export interface LabelMismatch {
  id: string;
  check: string;
  /** The label (true: should pass); the check's verdict was the opposite. */
  expected: boolean;
}

/** Tool and checker versions, recorded in reports. */
export interface RunMeta {
  tool: { name: string; version: string };
  checkers: { name: string; version: string; package?: string }[];
  similarity: string;
}
