import { Worker } from 'node:worker_threads';
import { SynthesisError, type EvalCase, type SynthesisErrorCode } from '@synthesis/core';
import type { MetricsRoom } from '@synthesis/runner';
import type { BatchDone, BatchReply, WorkerSetup } from './worker-protocol.js';

/** V8 heap limits per worker: checks keep nothing between cases, so a small heap suffices. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 };

/** The built worker entry, next to this module in `dist/` (the CommonJS build points at the same ESM file). */
export const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * A fixed set of eval worker threads. `send` hands a batch to the worker with the
 * fewest batches outstanding; `next` waits for any batch to come back (in
 * completion order, not input order: the caller reorders). A worker that dies or
 * reports a setup failure makes `next` throw. `close` terminates them all.
 */
export class WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly outstanding: number[] = [];
  private readonly arrived: BatchDone[] = [];
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private closing = false;

  constructor(size: number, setup: WorkerSetup, url: URL = WORKER_URL) {
    for (let i = 0; i < size; i++) {
      // stdout/stderr of a worker go to the main thread's streams, as a checker's console.log would
      // Bounded heaps: a million-case run must stay under 256 MB for all threads together.
      const worker = new Worker(url, { workerData: setup, resourceLimits: WORKER_HEAP });
      worker.on('message', (reply: BatchReply) => {
        this.outstanding[i]!--;
        if ('error' in reply) {
          const { code, message, hint } = reply.error;
          this.fail(code ? new SynthesisError(code as SynthesisErrorCode, message, hint ? { hint } : {}) : new Error(`worker ${i + 1}: ${message}`));
        } else this.arrived.push(reply);
        this.notify();
      });
      worker.on('error', (error) => this.fail(new Error(`worker ${i + 1} crashed: ${error.message}`, { cause: error })));
      worker.on('messageerror', (error) => this.fail(new Error(`worker ${i + 1}: unreadable message: ${error.message}`)));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`worker ${i + 1} exited unexpectedly (code ${code})`));
      });
      this.workers.push(worker);
      this.outstanding.push(0);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** Run `cases` as batch number `batch` on the least busy worker; `room` bounds the lists of its metrics. */
  send(batch: number, cases: EvalCase[], room: MetricsRoom): void {
    if (this.failure) throw this.failure;
    let best = 0;
    for (let i = 1; i < this.workers.length; i++) if (this.outstanding[i]! < this.outstanding[best]!) best = i;
    this.outstanding[best]!++;
    this.workers[best]!.postMessage({ batch, cases, room });
  }

  /** The batches that came back since the last call, without waiting. */
  take(): BatchDone[] {
    if (this.failure) throw this.failure;
    return this.arrived.splice(0, this.arrived.length);
  }

  /** Wait until at least one batch has come back, then {@link take} them. */
  async next(): Promise<BatchDone[]> {
    while (this.arrived.length === 0 && !this.failure) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    return this.take();
  }

  /** Terminate every worker (idempotent). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
