import type { CaseResult, CheckStats, FailureRecord, LabelMismatch, Registry, RunSummary } from '@synthesis/core';
import { failureRecord } from './failure-record.js';
import { isExpectedFailure } from './negative-example.js';
import { confusionRates, labelAccuracy } from './rates.js';

/** The summary plus the bookkeeping of bounded lists. */
export interface RunTotals {
  summary: RunSummary;
  /** The first `maxFailures` unexpected and the first `maxFailures` expected failure records, in input order. */
  failures: FailureRecord[];
  /** Failed cases not kept in `failures` because of the cap (0 when all are kept). */
  failuresTruncated: number;
  /** Checker errors not kept in `summary.checker_errors` because of the cap. */
  checkerErrorsTruncated: number;
  /** The first `maxLabelMismatches` labels the verdicts did not match, in input order. */
  labelMismatches: LabelMismatch[];
}

export interface MetricsOptions {
  /**
   * Keep at most this many failure records of each kind, unexpected and expected
   * (default 5,000 each: 10,000 in all, which a million-case run under the CLI's
   * 80 MB heap can hold; 10,000 of each ran it out of memory at 100,000 cases).
   * Capped apart, so that a suite with many negative examples first still keeps
   * the regressions that come after them.
   */
  maxFailures?: number;
  /** Keep at most this many checker error records (default 1,000). */
  maxCheckerErrors?: number;
  /** Keep at most this many label mismatch records (default 1,000); the total is in the summary's label accuracy. */
  maxLabelMismatches?: number;
}

/**
 * How many more records of each bounded list an accumulator would keep now. A
 * part made for it ({@link MetricsAccumulator.forPart}) keeps no more than this, since
 * the accumulator's room only shrinks before the part is merged.
 */
export interface MetricsRoom {
  unexpectedFailures: number;
  expectedFailures: number;
  checkerErrors: number;
  labelMismatches: number;
}

/**
 * The metrics of a run of consecutive cases (a worker's batch), as plain data a
 * thread can post: {@link MetricsAccumulator.merge} adds it to the whole run's.
 */
export interface MetricsPart {
  cases: number;
  passed: number;
  strictPassed: number;
  strictFailed: number;
  expectedFailures: number;
  /** By check, in first-seen order. */
  byCheck: [string, CheckStats][];
  labels: [string, Counts][];
  /** Failure records kept, in input order, and how many were not (the part's room was full). */
  failures: FailureRecord[];
  failuresTruncated: number;
  checkerErrors: RunSummary['checker_errors'];
  checkerErrorsTruncated: number;
  labelMismatches: LabelMismatch[];
}

interface Counts {
  total: number;
  matched: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

const COUNT_KEYS = ['total', 'matched', 'tp', 'fp', 'fn', 'tn'] as const;

/**
 * Incremental metrics: `add` each result as it is produced, `totals()` at the end.
 * Memory is bounded by the number of checks, plus the capped failure and error lists.
 */
export class MetricsAccumulator {
  private cases = 0;
  private passed = 0;
  private strictPassed = 0;
  private strictFailed = 0;
  private expectedFailures = 0;
  private readonly byCheck = new Map<string, CheckStats>();
  private readonly labels = new Map<string, Counts>();
  private readonly failures: FailureRecord[] = [];
  /** Records kept so far: unexpected failures, expected failures. */
  private readonly kept = [0, 0];
  /** The cap of each kind: unexpected failures, expected failures. */
  private maxKept: readonly [number, number];
  private failuresTruncated = 0;
  private readonly checkerErrors: RunSummary['checker_errors'] = [];
  private checkerErrorsTruncated = 0;
  private readonly labelMismatches: LabelMismatch[] = [];
  private readonly maxCheckerErrors: number;
  private readonly maxLabelMismatches: number;

  constructor(private readonly registry: Registry, options: MetricsOptions = {}) {
    const maxFailures = options.maxFailures ?? 5_000;
    this.maxKept = [maxFailures, maxFailures];
    this.maxCheckerErrors = options.maxCheckerErrors ?? 1_000;
    this.maxLabelMismatches = options.maxLabelMismatches ?? 1_000;
  }

  add(result: CaseResult): void {
    this.cases++;
    const caught = isExpectedFailure(result); // a negative example its checks failed
    if (result.pass) {
      this.passed++;
      if (!result.negative_example) this.strictPassed++;
    } else if (caught) {
      this.expectedFailures++;
    } else {
      this.strictFailed++;
    }
    for (const [name, check] of Object.entries(result.checks)) {
      let stats = this.byCheck.get(name);
      if (!stats) this.byCheck.set(name, (stats = { passed: 0, failed: 0, not_applicable: 0 }));
      if (!check.pass) stats.failed++;
      else if (!check.applicable) stats.not_applicable++;
      else stats.passed++;
      if (check.error !== undefined) {
        stats.errors = (stats.errors ?? 0) + 1;
        if (this.checkerErrors.length < this.maxCheckerErrors) {
          this.checkerErrors.push({ id: result.id, check: name, message: check.error });
        } else this.checkerErrorsTruncated++;
      }
    }
    if (result.expected) {
      for (const [name, label] of Object.entries(result.expected)) {
        const check = result.checks[name];
        if (!check) continue; // a label for a check the case does not run is not compared
        let c = this.labels.get(name);
        if (!c) this.labels.set(name, (c = { total: 0, matched: 0, tp: 0, fp: 0, fn: 0, tn: 0 }));
        c.total++;
        // A checker error is no verdict: it matches no label, and catches no negative example.
        const errored = check.error !== undefined;
        if (check.pass === label && !errored) c.matched++;
        else if (this.labelMismatches.length < this.maxLabelMismatches) this.labelMismatches.push({ id: result.id, check: name, expected: label });
        if (!label) {
          if (!check.pass && !errored) c.tp++;
          else c.fn++;
        } else if (!check.pass) c.fp++;
        else c.tn++;
      }
    }
    if (!result.pass) {
      const kind = caught ? 1 : 0;
      if (this.kept[kind]! < this.maxKept[kind]!) {
        this.kept[kind]!++;
        this.failures.push(failureRecord(result, this.registry));
      } else this.failuresTruncated++;
    }
  }

  /** How many more records of each list this accumulator keeps (see {@link MetricsRoom}). */
  room(): MetricsRoom {
    return {
      unexpectedFailures: this.maxKept[0] - this.kept[0]!,
      expectedFailures: this.maxKept[1] - this.kept[1]!,
      checkerErrors: this.maxCheckerErrors - this.checkerErrors.length,
      labelMismatches: this.maxLabelMismatches - this.labelMismatches.length,
    };
  }

  /**
   * An accumulator for a part of a run, whose lists keep at most `room` records
   * (the run accumulator's {@link room} when the part's cases were handed out):
   * add the part's results in order, then send {@link part} to be merged.
   */
  static forPart(registry: Registry, room: MetricsRoom): MetricsAccumulator {
    const part = new MetricsAccumulator(registry, { maxCheckerErrors: room.checkerErrors, maxLabelMismatches: room.labelMismatches });
    part.maxKept = [room.unexpectedFailures, room.expectedFailures];
    return part;
  }

  /** What this accumulator holds, as plain data for {@link merge} (its lists, not copies: add nothing after). */
  part(): MetricsPart {
    return {
      cases: this.cases,
      passed: this.passed,
      strictPassed: this.strictPassed,
      strictFailed: this.strictFailed,
      expectedFailures: this.expectedFailures,
      byCheck: [...this.byCheck],
      labels: [...this.labels],
      failures: this.failures,
      failuresTruncated: this.failuresTruncated,
      checkerErrors: this.checkerErrors,
      checkerErrorsTruncated: this.checkerErrorsTruncated,
      labelMismatches: this.labelMismatches,
    };
  }

  /**
   * Add the metrics of the cases that come next in input order, as if each of
   * their results had been {@link add}ed here: merging the parts of a run in order
   * gives the totals a single accumulator gives, bounded lists included.
   */
  merge(part: MetricsPart): void {
    this.cases += part.cases;
    this.passed += part.passed;
    this.strictPassed += part.strictPassed;
    this.strictFailed += part.strictFailed;
    this.expectedFailures += part.expectedFailures;
    for (const [name, s] of part.byCheck) {
      const stats = this.byCheck.get(name);
      if (!stats) {
        this.byCheck.set(name, { ...s });
        continue;
      }
      stats.passed += s.passed;
      stats.failed += s.failed;
      stats.not_applicable += s.not_applicable;
      if (s.errors !== undefined) stats.errors = (stats.errors ?? 0) + s.errors;
    }
    for (const [name, c] of part.labels) {
      const counts = this.labels.get(name);
      if (!counts) {
        this.labels.set(name, { ...c });
        continue;
      }
      for (const k of COUNT_KEYS) counts[k] += c[k];
    }
    this.failuresTruncated += part.failuresTruncated;
    for (const record of part.failures) {
      const kind = record.expected_failure ? 1 : 0;
      if (this.kept[kind]! < this.maxKept[kind]!) {
        this.kept[kind]!++;
        this.failures.push(record);
      } else this.failuresTruncated++;
    }
    this.checkerErrorsTruncated += part.checkerErrorsTruncated;
    for (const e of part.checkerErrors) {
      if (this.checkerErrors.length < this.maxCheckerErrors) this.checkerErrors.push(e);
      else this.checkerErrorsTruncated++;
    }
    for (const m of part.labelMismatches) {
      if (this.labelMismatches.length < this.maxLabelMismatches) this.labelMismatches.push(m);
    }
  }

  totals(): RunTotals {
    const byCheck: RunSummary['by_check'] = {};
    for (const name of this.orderedNames(this.byCheck.keys())) byCheck[name] = { ...this.byCheck.get(name)! };
    let total = 0;
    let matched = 0;
    const accuracyByCheck: RunSummary['label_accuracy_by_check'] = {};
    const confusionByCheck: RunSummary['label_confusion_by_check'] = {};
    for (const name of this.orderedNames(this.labels.keys())) {
      const c = this.labels.get(name)!;
      total += c.total;
      matched += c.matched;
      accuracyByCheck[name] = labelAccuracy(c.total, c.matched);
      confusionByCheck[name] = confusionRates(c.tp, c.fp, c.fn, c.tn);
    }
    const failed = this.cases - this.passed;
    const summary: RunSummary = {
      cases: this.cases,
      passed: this.passed,
      failed,
      strict_passed: this.strictPassed,
      strict_failed: this.strictFailed,
      expected_failures: this.expectedFailures,
      unexpected_failures: this.strictFailed,
      by_check: byCheck,
      label_accuracy: labelAccuracy(total, matched),
      label_accuracy_by_check: accuracyByCheck,
      label_confusion_by_check: confusionByCheck,
      checker_errors: [...this.checkerErrors],
    };
    return {
      summary,
      failures: [...this.failures],
      failuresTruncated: this.failuresTruncated,
      checkerErrorsTruncated: this.checkerErrorsTruncated,
      labelMismatches: [...this.labelMismatches],
    };
  }

  /** Registry order first (stable reports), then any name the registry does not know. */
  private orderedNames(names: Iterable<string>): string[] {
    const present = new Set(names);
    const ordered = this.registry.names().filter((n) => present.has(n));
    for (const n of present) if (!ordered.includes(n)) ordered.push(n);
    return ordered;
  }
}
