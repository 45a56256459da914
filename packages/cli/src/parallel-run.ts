import type { EvalCase, Registry } from '@synthesis/core';
import { MetricsAccumulator, prepareRun, type MetricsOptions, type RunTotals } from '@synthesis/runner';
import { WorkerPool } from './worker-pool.js';
import type { BatchDone, WorkerSetup } from './worker-protocol.js';

export interface ParallelRunOptions extends MetricsOptions {
  /** Number of worker threads (≥ 1). */
  workers: number;
  /** What each worker builds its registry from; must describe the same registry and options as `registry`. */
  setup: WorkerSetup;
  /** Cases per batch sent to a worker (default 500). */
  batchSize?: number;
  /** Batches handed out but not yet passed to `onBatch`, per worker (default 2): the memory bound. */
  inFlightPerWorker?: number;
  /**
   * Called with each batch in input order: its number of cases, and its results
   * encoded as JSON report entries when `setup.encode` asks for them; a returned
   * promise is awaited (backpressure).
   */
  onBatch?: (count: number, entries: Uint8Array | undefined) => void | Promise<void>;
  /** Worker entry (default: `dist/worker.js`). */
  workerUrl?: URL;
}

function isPromise(value: unknown): value is Promise<void> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function';
}

/**
 * `runCaseStream` on worker threads. The caller's source (the validating loader)
 * runs here on the main thread, unchanged; its cases are cut into batches and run
 * by the workers. Each worker sends back its batch's metrics and, when asked, its
 * results already encoded for the JSON report, so this thread does little per
 * case. Batches are put back in input order (a reorder buffer keyed by batch
 * number) before their metrics are merged and they reach `onBatch`. At most
 * `workers × inFlightPerWorker` batches are out at a time, so memory stays bounded
 * and a slow `onBatch` slows the reading down. The workers are terminated on the
 * way out, whether the run finished or threw.
 */
export async function runCaseStreamParallel(
  source: AsyncIterable<EvalCase | readonly EvalCase[]>,
  registry: Registry,
  options: ParallelRunOptions,
): Promise<RunTotals> {
  const run = { options: options.setup.options };
  prepareRun(registry, run); // a bad option fails here, before any worker starts
  const metrics = new MetricsAccumulator(registry, options);
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const maxInFlight = Math.max(1, options.workers * (options.inFlightPerWorker ?? 2));
  const onBatch = options.onBatch;
  const pool = new WorkerPool(options.workers, options.setup, options.workerUrl);
  const done = new Map<number, BatchDone>();
  let sent = 0; // batches handed out
  let emitted = 0; // batches passed on, in order

  const collect = (batches: BatchDone[]): void => {
    for (const b of batches) done.set(b.batch, b);
  };
  const emit = async (): Promise<void> => {
    for (let b = done.get(emitted); b !== undefined; b = done.get(emitted)) {
      done.delete(emitted);
      emitted++;
      metrics.merge(b.metrics);
      if (onBatch) {
        const pending = onBatch(b.count, b.entries);
        if (isPromise(pending)) await pending;
      }
      collect(pool.take());
    }
  };
  const send = async (cases: EvalCase[]): Promise<void> => {
    collect(pool.take());
    await emit();
    while (sent - emitted >= maxInFlight) {
      collect(await pool.next());
      await emit();
    }
    pool.send(sent++, cases, metrics.room());
  };

  try {
    let batch: EvalCase[] = [];
    for await (const item of source) {
      const cases: readonly EvalCase[] = Array.isArray(item) ? item : [item as EvalCase];
      for (const c of cases) {
        batch.push(c);
        if (batch.length === batchSize) {
          await send(batch);
          batch = [];
        }
      }
    }
    if (batch.length > 0) await send(batch);
    while (emitted < sent) {
      collect(await pool.next());
      await emit();
    }
    return metrics.totals();
  } finally {
    await pool.close();
  }
}
