// Entry of an eval worker thread (dist/worker.js): builds the same registry as
// the main thread, then runs each batch of validated cases it is sent and posts
// the results back, in the batch's order.
import { parentPort, workerData } from 'node:worker_threads';
import { isSynthesisError, type CaseResult } from '@synthesis/core';
import { prepareRun, runCase, type RunOptions } from '@synthesis/runner';
import { buildRegistry } from './registry.js';
import type { BatchReply, BatchRequest, WorkerFailure, WorkerSetup } from './worker-protocol.js';

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

function reply(message: BatchReply): void {
  try {
    port!.postMessage(message);
  } catch {
    // a result holding something structured clone refuses (a function, a class
    // with private state): send what the JSON report would keep of it
    port!.postMessage(JSON.parse(JSON.stringify(message)) as BatchReply);
  }
}

port.on('message', (request: BatchRequest) => {
  ready.then(
    (registry) => {
      const results: CaseResult[] = new Array(request.cases.length);
      for (let i = 0; i < request.cases.length; i++) results[i] = runCase(request.cases[i]!, registry, run);
      reply({ batch: request.batch, results });
    },
    (error: unknown) => reply({ batch: request.batch, error: failure(error) }),
  );
});
