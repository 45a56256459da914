import { resolve } from 'node:path';
import type { Registry } from '@synthesis/core';
import { loadCaseValidator } from './case-schema.js';
import { loadCases } from './load-cases.js';
import type { RunTotals } from './metrics.js';
import { resolveCaseFiles } from './resolve-cases.js';
import { runCaseStream, type StreamRunOptions } from './run-all.js';

export interface SuiteOptions extends StreamRunOptions {
  /** A JSONL file, a directory of `*.jsonl` files or a glob (or a list of them), relative to `cwd`. */
  cases: string | readonly string[];
  /** Path of the case schema (JSON Schema), relative to `cwd`. */
  schema: string;
  registry: Registry;
  /** Directory relative paths resolve against and messages are shown from. Default `process.cwd()`. */
  cwd?: string;
  /** List at most this many case problems (default 20). */
  maxErrors?: number;
}

/**
 * Load, validate and run a suite end to end as a stream: resolve the case files,
 * compile the schema with the registry's check names, then run each case as soon
 * as its line is read. Throws a `SynthesisError` for missing files or schema and a
 * `CasesInvalidError` (after reading everything) for invalid lines.
 */
export async function runSuite(options: SuiteOptions): Promise<RunTotals & { files: string[] }> {
  const cwd = options.cwd ?? process.cwd();
  const files = await resolveCaseFiles(options.cases, cwd);
  const validator = await loadCaseValidator(resolve(cwd, options.schema), options.registry.names(), options.schema);
  const loadOptions = { files, validator, cwd, ...(options.maxErrors === undefined ? {} : { maxErrors: options.maxErrors }) };
  const totals = await runCaseStream(loadCases(loadOptions), options.registry, options);
  return { ...totals, files };
}
