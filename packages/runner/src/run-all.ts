import type { CaseResult, EvalCase, Registry } from '@synthesis/core';
import { MetricsAccumulator, type MetricsOptions, type RunTotals } from './metrics.js';
import { prepareRun, runCase, type RunOptions } from './run-case.js';

export interface StreamRunOptions extends RunOptions, MetricsOptions {
  /**
   * Called with each result in input order, as soon as it is produced. Return a
   * promise to apply backpressure (the run waits for it); return nothing to go on.
   */
  onResult?: (result: CaseResult) => void | Promise<void>;
}

/** Run every case of an in-memory list. Results are kept; use {@link runCaseStream} for big inputs. */
export function runAllCases(
  cases: Iterable<EvalCase>,
  registry: Registry,
  options: RunOptions & MetricsOptions = {},
): RunTotals & { results: CaseResult[] } {
  prepareRun(registry, options);
  const metrics = new MetricsAccumulator(registry, options);
  const results: CaseResult[] = [];
  for (const c of cases) {
    const r = runCase(c, registry, options);
    metrics.add(r);
    results.push(r);
  }
  return { ...metrics.totals(), results };
}

function isPromise(value: unknown): value is Promise<void> {
  return typeof (value as { then?: unknown } | undefined)?.then === 'function';
}

/**
 * Run cases from a (possibly async) iterable, one case or one batch of cases per
 * item, aggregating metrics incrementally. Nothing but the metrics is retained, so
 * memory stays bounded whatever the number of cases. Batches let a loader hand
 * over a whole chunk of lines per await instead of paying a promise per case.
 */
export async function runCaseStream(
  source: AsyncIterable<EvalCase | readonly EvalCase[]> | Iterable<EvalCase | readonly EvalCase[]>,
  registry: Registry,
  options: StreamRunOptions = {},
): Promise<RunTotals> {
  prepareRun(registry, options);
  const metrics = new MetricsAccumulator(registry, options);
  const onResult = options.onResult;
  for await (const item of source as AsyncIterable<EvalCase | readonly EvalCase[]>) {
    const batch: readonly EvalCase[] = Array.isArray(item) ? item : [item as EvalCase];
    for (const c of batch) {
      const r = runCase(c, registry, options);
      metrics.add(r);
      if (onResult) {
        const pending = onResult(r);
        if (isPromise(pending)) await pending;
      }
    }
  }
  return metrics.totals();
}
