// Entry of an eval worker thread (dist/worker.js): builds the same registry as
// the main thread, then runs each batch of validated cases it is sent and posts
// back the batch's metrics and its results encoded for the report, in the batch's order.
import { parentPort, workerData } from 'node:worker_threads';
import { isSynthesisError } from '@synthesis/core';
import { MetricsAccumulator, prepareRun, runCase, type RunOptions } from '@synthesis/runner';
import { ResultEncoder } from '@synthesis/reporter';
import { buildRegistry } from './registry.js';
import type { BatchDone, BatchReply, BatchRequest, WorkerFailure, WorkerSetup } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('synthesis: worker.js must run in a worker thread');
const init = workerData as WorkerSetup;
// one options object for the whole run: runCase caches resolved options per object
const run: RunOptions = { options: init.options };
const ready = buildRegistry(init.cwd, init.specs).then((registry) => {
  prepareRun(registry, run);
  return registry;
});
// settled here too, so a failed setup is reported per batch and never as an unhandled rejection
ready.catch(() => undefined);

function failure(error: unknown): WorkerFailure {
  if (isSynthesisError(error)) return { code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** Post a reply, its encoded entries moved, not copied (a reply is plain data: see the runner's `failureRecord`). */
function reply(message: BatchReply): void {
  const entries = 'entries' in message ? message.entries : undefined;
  port!.postMessage(message, entries === undefined ? [] : [entries.buffer as ArrayBuffer]); // TextEncoder output: never shared
}

port.on('message', (request: BatchRequest) => {
  ready.then(
    (registry) => {
      const metrics = MetricsAccumulator.forPart(registry, request.room);
      const encoder = init.encode ? new ResultEncoder() : undefined;
      for (const c of request.cases) {
        const result = runCase(c, registry, run);
        metrics.add(result);
        encoder?.add(result);
      }
      const done: BatchDone = { batch: request.batch, count: request.cases.length, metrics: metrics.part() };
      if (encoder) done.entries = encoder.take();
      reply(done);
    },
    (error: unknown) => reply({ batch: request.batch, error: failure(error) }),
  );
});
