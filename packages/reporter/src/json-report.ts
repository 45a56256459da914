import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { CaseResult, FailureRecord, RunMeta } from '@synthesis/core';
import type { ReportSummary } from './report-types.js';
import { makeDirs, removeMadeDirs } from './made-dirs.js';
import { removeStaleTempFiles } from './stale-temp.js';

/** Streaming writer of the JSON report; see {@link openJsonReport}. */
export interface JsonReportWriter {
  /** The final report path (absolute). */
  readonly path: string;
  /** The temp file written until {@link finish} renames it. */
  readonly tempPath: string;
  /** Append one result. Returns a promise only when the caller should wait (backpressure). */
  write(result: CaseResult): void | Promise<void>;
  /**
   * Append results another thread encoded ({@link ResultEncoder}): the same bytes
   * {@link write} would have written for them. Returns a promise only when the caller should wait.
   */
  writeEncoded(entries: Uint8Array): void | Promise<void>;
  /** Write summary and failures, close and rename the temp file over the report. */
  finish(end: { summary: ReportSummary; failures: readonly FailureRecord[] }): Promise<void>;
  /**
   * Close and delete the temp file, and the directories opening the report made
   * while they are empty; the previous report (if any) stays untouched.
   */
  abort(): Promise<void>;
}

/** Flush to the stream once this many characters are buffered. */
const FLUSH_AT = 1 << 16;

/** Before the first result of the `results` list, and between two results. */
const FIRST_RESULT = '\n    ';
const NEXT_RESULT = ',\n    ';

const utf8 = new TextEncoder();

/**
 * Results encoded as entries of the report's `results` list, UTF-8, for
 * {@link JsonReportWriter.writeEncoded}: a worker thread encodes its batch, so the
 * thread writing the report copies bytes instead of receiving and serializing
 * result objects. Each result is serialized as it is added, so none is kept.
 */
export class ResultEncoder {
  private text = '';
  private count = 0;

  add(result: CaseResult): void {
    this.text += `${this.count++ === 0 ? '' : NEXT_RESULT}${JSON.stringify(result)}`;
  }

  /** The entries added since the last call, and start again. */
  take(): Uint8Array {
    const bytes = utf8.encode(this.text);
    this.text = '';
    this.count = 0;
    return bytes;
  }
}

function indented(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
}

function once(stream: WriteStream, event: 'drain' | 'close' | 'open'): Promise<void> {
  return new Promise((ok, fail) => {
    const onError = (error: Error): void => {
      stream.off(event, onEvent);
      fail(error);
    };
    const onEvent = (): void => {
      stream.off('error', onError);
      ok();
    };
    stream.once(event, onEvent);
    stream.once('error', onError);
  });
}

/**
 * Open a streaming JSON report at `path`. The layout is
 * `{ "meta": …, "results": [ one result per line ], "summary": …, "failures": [ … ] }`:
 * meta first, results as they come, summary and failures at the end (readers use
 * keys, so the order does not matter to them). Everything goes to a temp file
 * `.<name>.<pid>.tmp` in the same directory, renamed over `path` only once
 * complete, so an interrupted run never leaves a truncated report. Missing
 * directories of `path` are made, and taken away again by {@link JsonReportWriter.abort}
 * (or when opening fails), so a run stopped by bad input leaves no folder behind.
 * Writes are batched and respect backpressure, so a million results never sit in memory.
 */
export async function openJsonReport(path: string, meta: RunMeta): Promise<JsonReportWriter> {
  const target = resolve(path);
  const dir = dirname(target);
  const made = await makeDirs(dir);
  const tempPath = join(dir, `.${basename(target)}.${process.pid}.tmp`);
  let stream: WriteStream;
  let failure: Error | undefined;
  try {
    await removeStaleTempFiles(dir, basename(target));
    stream = createWriteStream(tempPath);
    stream.on('error', (error) => {
      failure ??= error;
    });
    await once(stream, 'open');
  } catch (error) {
    await removeMadeDirs(made);
    throw error;
  }
  let buffer = `{\n  "meta": ${indented(meta)},\n  "results": [`;
  let first = true;
  let closed = false;

  const flush = (): void | Promise<void> => {
    if (failure) throw failure;
    const ok = stream.write(buffer);
    buffer = '';
    if (!ok) return once(stream, 'drain');
  };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    const done = once(stream, 'close');
    stream.end();
    await done;
    if (failure) throw failure;
  };

  return {
    path: target,
    tempPath,
    write(result) {
      buffer += `${first ? FIRST_RESULT : NEXT_RESULT}${JSON.stringify(result)}`;
      first = false;
      if (buffer.length >= FLUSH_AT) return flush();
    },
    writeEncoded(entries) {
      if (entries.length === 0) return;
      buffer += first ? FIRST_RESULT : NEXT_RESULT;
      first = false;
      if (failure) throw failure;
      stream.write(buffer);
      buffer = '';
      if (!stream.write(entries)) return once(stream, 'drain');
    },
    async finish({ summary, failures }) {
      buffer += `${first ? '' : '\n  '}],\n  "summary": ${indented(summary)},\n  "failures": [`;
      failures.forEach((f, i) => {
        buffer += `${i === 0 ? '\n    ' : ',\n    '}${indented(f).replace(/\n/g, '\n  ')}`;
      });
      buffer += `${failures.length > 0 ? '\n  ' : ''}]\n}\n`;
      try {
        await flush();
        await close();
        await rename(tempPath, target);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },
    async abort() {
      buffer = '';
      try {
        if (!closed) {
          closed = true;
          stream.destroy();
        }
      } finally {
        await rm(tempPath, { force: true });
        await removeMadeDirs(made);
      }
    },
  };
}
