import type { EvalCase } from '@synthesis/core';
import type { MetricsPart, MetricsRoom } from '@synthesis/runner';

/** What each eval worker starts with: enough to build the same registry and options as the main thread. */
export interface WorkerSetup {
  /** Directory plugins are resolved from. */
  cwd: string;
  /** Plugin specs, in load order (config paths already absolute). */
  specs: string[];
  /** Per check name, the options to run it with (config options and rule toggles). */
  options: Record<string, Record<string, unknown>>;
  /** Whether to send each batch's results encoded for the JSON report (no report: only the metrics). */
  encode: boolean;
}

/**
 * Main thread → worker: run these cases. `batch` numbers batches in input order,
 * from 0; `room` is what the run's metrics still keep of each bounded list, so
 * the batch's metrics keep no more.
 */
export interface BatchRequest {
  batch: number;
  cases: EvalCase[];
  room: MetricsRoom;
}

/** A worker's fatal problem (it could not build the registry), sent back in place of results. */
export interface WorkerFailure {
  code?: string;
  message: string;
  hint?: string;
}

/**
 * Worker → main thread: the batch's metrics and, when the setup asks, its results
 * encoded as JSON report entries, in the batch's order (results never cross as
 * objects: receiving and serializing them took the main thread as long as
 * running them took a worker); or why there are none.
 */
export interface BatchDone {
  batch: number;
  /** Cases run. */
  count: number;
  metrics: MetricsPart;
  /** The results as the report's `results` entries (`ResultEncoder`), when `WorkerSetup.encode`. */
  entries?: Uint8Array;
}

export type BatchReply = BatchDone | { batch: number; error: WorkerFailure };
