import { resolve } from 'node:path';
import { SynthesisError, type CaseResult, type Registry } from '@synthesis/core';
import { loadCases, loadCaseValidator, runCaseStream, type RunTotals } from '@synthesis/runner';
import { runCaseStreamParallel } from './parallel-run.js';
import { workerCount, type WorkersSetting } from './workers-option.js';

export interface EvalSuiteOptions {
  /** The case files, resolved from `--cases` (`resolveCaseFiles`). */
  files: readonly string[];
  /** Case schema path, relative to `cwd`. */
  schema: string;
  registry: Registry;
  cwd: string;
  /** Per check name, the options to run it with. */
  options: Record<string, Record<string, unknown>>;
  /** The plugin specs `registry` was built from, for the workers to load. */
  specs: string[];
  /** `--workers`; undefined: by the size of the case files. */
  workers?: WorkersSetting;
  /** Each result of a run on this thread (1 worker), in input order; a returned promise is awaited. */
  onResult: (result: CaseResult) => void | Promise<void>;
  /** Each batch of a run on worker threads, in input order (see `runCaseStreamParallel`). */
  onBatch: (count: number, entries: Uint8Array | undefined) => void | Promise<void>;
  /** Whether batches should carry their results encoded for the JSON report. */
  encode: boolean;
}

/** `SYNTHESIS_WORKER_BATCH`: cases per batch handed to a worker (a tuning knob; default 500). */
function batchSizeFromEnv(): number | undefined {
  const value = process.env.SYNTHESIS_WORKER_BATCH;
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9][0-9]*$/.test(value)) {
    throw new SynthesisError('SYNTHESIS_ENV_INVALID', `SYNTHESIS_WORKER_BATCH must be a positive integer (got ${JSON.stringify(value)})`, {
      hint: 'Unset it to use the default of 500 cases per batch.',
    });
  }
  return Number(value);
}

/**
 * The runner's `runSuite`, with a choice of threads: compile the schema,
 * stream and validate the cases on this thread, and run them
 * here (1 worker) or on worker threads, results in input order either way.
 */
export async function runEvalSuite(o: EvalSuiteOptions): Promise<RunTotals & { workers: number }> {
  const batchSize = batchSizeFromEnv();
  const files = o.files;
  const validator = await loadCaseValidator(resolve(o.cwd, o.schema), o.registry.names(), o.schema);
  const source = loadCases({ files, validator, cwd: o.cwd });
  const workers = await workerCount(o.workers, files);
  const totals = workers <= 1
    ? await runCaseStream(source, o.registry, { options: o.options, onResult: o.onResult })
    : await runCaseStreamParallel(source, o.registry, {
      workers, setup: { cwd: o.cwd, specs: o.specs, options: o.options, encode: o.encode }, onBatch: o.onBatch, ...(batchSize ? { batchSize } : {}),
    });
  return { ...totals, workers };
}
