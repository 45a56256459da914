import { isAbsolute, relative, resolve } from 'node:path';
import type { RunMeta } from '@synthesis/core';
import { REPORTER_NAMES, resolveCaseFiles, type ReporterName } from '@synthesis/runner';
import { colorLevel, formatConsoleSummary, mcpArtifact, openJsonReport, type JsonReportWriter, type ReportSummary } from '@synthesis/reporter';
import { runEvalSuite } from './eval-suite.js';
import { reportFatal } from './fail.js';
import { checkOutPath } from './out-path.js';
import { startProgress } from './progress.js';
import { setup } from './registry.js';
import { signalExitCode, STOP_SIGNALS } from './signals.js';
import { schemaPath } from './schema-path.js';
import { CLI_NAME, CLI_VERSION } from './version.js';
import type { WorkersSetting } from './workers-option.js';

export const DEFAULT_CASES = 'data/evals.jsonl';
export const DEFAULT_OUT = 'out/report.json';

/** Flags of `synthesis [eval]`; undefined means "not given" (config, then default, applies). */
export interface EvalFlags {
  /** One spec, or several when `--cases` is repeated. */
  cases?: string | string[];
  schema?: string;
  out?: string;
  failOn?: number;
  color?: boolean;
  plugin?: string[];
  config?: string;
  /** Worker threads; undefined: `auto` when the case files total ≥ 1 MB, else 1. */
  workers?: WorkersSetting;
  /** What the run writes; undefined: the config's `reporters`, else both. */
  reporters?: ReporterName[];
}

/**
 * Run a suite: load config and plugins, stream cases through the checkers into
 * the JSON report, print the summary (or the MCP artifact), and set the exit
 * code: 0 when unexpected failures ≤ fail-on, 2 above, 1 on any fatal error.
 * `reporters` (flag, then config) can leave out the report or the summary.
 */
export async function runEval(flags: EvalFlags, cwd = process.cwd()): Promise<void> {
  const mcp = process.env.MCP_OUTPUT === 'json';
  let writer: JsonReportWriter | undefined;
  // the report as it is being opened, then opened (or undefined, without one)
  let opening: Promise<JsonReportWriter | undefined> = Promise.resolve(undefined);
  const progress = startProgress(!mcp);
  // an interrupted run removes its temp file and the --out folders it made; the
  // previous report stays as it was (a second signal while it does, as a terminal and
  // the launcher both send, is ignored). A signal while the report is being opened
  // waits for the opening to end: the folders may be made by then, and only the
  // writer knows which (an opening that fails has removed them itself).
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    progress.done();
    void opening.then((w) => w?.abort(), () => undefined).finally(() => process.exit(signalExitCode(signal)));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  try {
    const { registry, config, options, specs } = await setup(cwd, flags);
    const cases = flags.cases ?? config.cases ?? DEFAULT_CASES;
    const schema = schemaPath(flags.schema ?? config.schema, cwd);
    const out = resolve(cwd, flags.out ?? config.out ?? DEFAULT_OUT);
    const failOn = flags.failOn ?? config.failOn ?? 0;
    const reporters: readonly ReporterName[] = flags.reporters ?? config.reporters ?? REPORTER_NAMES;
    const meta: RunMeta = {
      tool: { name: CLI_NAME, version: CLI_VERSION },
      checkers: registry.checkers().map((c) => ({ name: c.meta.name, version: c.meta.version })),
      similarity: 'bag-of-words-cosine',
    };
    const files = await resolveCaseFiles(cases, cwd);
    if (reporters.includes('json')) {
      await checkOutPath(out, shownPath(out, cwd), files);
      opening = openJsonReport(out, meta);
      writer = await opening;
    }
    const w = writer;
    const totals = await runEvalSuite({
      files, schema, registry, cwd, options, specs, workers: flags.workers ?? config.workers,
      onResult(result) {
        progress.tick();
        return w?.write(result);
      },
      onBatch(count, entries) {
        progress.tick(count);
        if (w && entries) return w.writeEncoded(entries);
      },
      encode: w !== undefined,
    });
    progress.done();
    const summary: ReportSummary = { ...totals.summary };
    if (totals.failuresTruncated > 0) summary.failures_truncated = totals.failuresTruncated;
    if (totals.checkerErrorsTruncated > 0) summary.checker_errors_truncated = totals.checkerErrorsTruncated;
    await writer?.finish({ summary, failures: totals.failures });
    const reportPath = writer === undefined ? null : out;
    if (reporters.includes('console')) {
      const level = colorLevel({ stream: mcp ? 'stderr' : 'stdout', noColor: flags.color === false });
      const text = formatConsoleSummary({ meta, summary, failures: totals.failures, label_mismatches: totals.labelMismatches }, { level, reportPath: shownPath(reportPath, cwd) });
      (mcp ? process.stderr : process.stdout).write(text);
    }
    if (mcp) process.stdout.write(`${JSON.stringify(mcpArtifact(summary, reportPath))}\n`);
    process.exitCode = summary.unexpected_failures > failOn ? 2 : 0;
  } catch (error) {
    progress.done();
    await writer?.abort();
    reportFatal(error);
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  }
}

/** The report path as the summary shows it: relative to `cwd` when inside it. */
function shownPath(path: string, cwd: string): string;
function shownPath(path: string | null, cwd: string): string | undefined;
function shownPath(path: string | null, cwd: string): string | undefined {
  if (path === null) return undefined;
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}
