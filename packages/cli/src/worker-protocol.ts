import type { CaseResult, EvalCase } from '@synthesis/core';

/** What each eval worker starts with: enough to build the same registry and options as the main thread. */
export interface WorkerSetup {
  /** Directory plugins are resolved from. */
  cwd: string;
  /** Plugin specs, in load order (config paths already absolute). */
  specs: string[];
  /** Per check name, the options to run it with (config options and rule toggles). */
  options: Record<string, Record<string, unknown>>;
}

/** Main thread → worker: run these cases. `batch` numbers batches in input order, from 0. */
export interface BatchRequest {
  batch: number;
  cases: EvalCase[];
}

/** A worker's fatal problem (it could not build the registry), sent back in place of results. */
export interface WorkerFailure {
  code?: string;
  message: string;
  hint?: string;
}

/** Worker → main thread: one result per case of the batch, in the batch's order; or why there are none. */
export type BatchReply = { batch: number; results: CaseResult[] } | { batch: number; error: WorkerFailure };
