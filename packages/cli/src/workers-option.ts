import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { InvalidArgumentError } from 'commander';

/** `--workers`: a positive integer, or `auto` (one per available core). */
export type WorkersSetting = number | 'auto';

/** Case files of at least this many bytes in total run on `auto` workers by default. */
export const AUTO_WORKERS_FROM_BYTES = 1_000_000;

/** Parse `--workers`: a positive integer or `auto`, nothing else. */
export function parseWorkers(value: string): WorkersSetting {
  if (value === 'auto') return 'auto';
  if (!/^[1-9][0-9]*$/.test(value)) throw new InvalidArgumentError(`must be a positive integer or "auto" (got "${value}")`);
  return Number(value);
}

/**
 * The number of worker threads to run: the given count, but never more than the
 * available parallelism (the checks are CPU-bound, and each thread holds its own
 * copy of the checkers); `auto` → the available parallelism; not given → `auto`
 * when the case files add up to at least 1 MB, else 1 (small suites don't pay the
 * threads' start-up). 1 means no worker: the cases run on the main thread.
 */
export async function workerCount(setting: WorkersSetting | undefined, files: readonly string[], cores = availableParallelism()): Promise<number> {
  if (typeof setting === 'number') return Math.min(setting, cores);
  if (setting === 'auto') return cores;
  let bytes = 0;
  for (const f of files) {
    bytes += (await stat(f)).size;
    if (bytes >= AUTO_WORKERS_FROM_BYTES) return cores;
  }
  return 1;
}
