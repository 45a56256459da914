import { SynthesisError, type CaseResult, type CheckInput, type CheckResult, type Registry, type RunSummary } from '@synthesis/core';
import { MetricsAccumulator, runCase } from '@synthesis/runner';
import { colorLevel, createColors, formatCheckResults, mcpArtifact, type ColorLevel } from '@synthesis/reporter';
import { reportFatal } from './fail.js';
import { setup } from './registry.js';

export interface CheckFlags {
  user?: string;
  assistant?: string;
  /** Comma-separated check names (default: every registered check). */
  checks?: string;
  json?: boolean;
  color?: boolean;
  plugin?: string[];
  config?: string;
}

function badInput(message: string): SynthesisError {
  return new SynthesisError('SYNTHESIS_CHECK_INPUT', message, {
    hint: 'Use synthesis check --user "…" --assistant "…", or, with neither flag, pipe {"user": "…", "assistant": "…", "checks": [...]} on stdin.',
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface TurnInput {
  user: string;
  assistant: string;
  checks?: string[];
}

/** `--user` and `--assistant` come together: name the one missing or empty. */
function fromFlags(user: string | undefined, assistant: string | undefined): TurnInput {
  for (const [flag, value, other] of [['--user', user, '--assistant'], ['--assistant', assistant, '--user']] as const) {
    if (value === undefined) throw badInput(`${flag} is missing: ${other} was given, and check needs both`);
    if (value === '') throw badInput(`${flag} is empty: give the text to check`);
  }
  return { user: user!, assistant: assistant! };
}

async function readInput(flags: CheckFlags): Promise<TurnInput> {
  if (flags.user !== undefined || flags.assistant !== undefined) return fromFlags(flags.user, flags.assistant);
  if (process.stdin.isTTY) throw badInput('Nothing to check: give --user and --assistant, or JSON on stdin.');
  const text = await readStdin();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badInput(`stdin: invalid JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badInput('stdin: must be a JSON object');
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) {
    if (!['user', 'assistant', 'checks'].includes(key)) throw badInput(`stdin: /${key} is not an allowed field (allowed: user, assistant, checks)`);
  }
  if (v.checks !== undefined && (!Array.isArray(v.checks) || !v.checks.every((c) => typeof c === 'string'))) {
    throw badInput(`stdin: /checks must be an array of check names (got ${JSON.stringify(v.checks)})`);
  }
  return { user: v.user as string, assistant: v.assistant as string, ...(v.checks ? { checks: v.checks as string[] } : {}) };
}

/**
 * Why a check failed, in one line, where its evidence alone does not say: the
 * checker's own `explain` (agency: no hit either way fails by its pass rule).
 */
function failureReason(name: string, r: CheckResult, registry: Registry): string | undefined {
  if (r.pass || r.error !== undefined) return undefined;
  let reason: string | undefined;
  try {
    reason = registry.get(name).explain?.(r);
  } catch (error) {
    // a plugin's broken explain() must not hide the verdict or pass for a Synthesis bug
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return `why: (${name}'s explain() threw ${what})`;
  }
  return reason ? `why: ${reason}` : undefined;
}

/** Each verdict with its findings, plus the one-line reason where the findings give none. */
function explain(input: CheckInput, checks: Readonly<Record<string, CheckResult>>, registry: Registry, level: ColorLevel): string {
  const c = createColors(level);
  return Object.entries(checks).map(([name, r]) => {
    const reason = failureReason(name, r, registry);
    return `${formatCheckResults(input, { [name]: r }, { level })}${reason ? `    ${c.dim(reason)}\n` : ''}`;
  }).join('');
}

/** The run summary of one checked turn, for the MCP artifact. */
function summaryOf(result: CaseResult, registry: Registry): RunSummary {
  const metrics = new MetricsAccumulator(registry);
  metrics.add(result);
  return metrics.totals().summary;
}

/**
 * `synthesis check`: run checks on one turn and print each verdict with its
 * findings (rule ids, the span highlighted, why, what to write instead), or the
 * raw results with `--json`. Under `MCP_OUTPUT=json` that output goes to stderr
 * and stdout carries only the MCP artifact (a one-case summary, `path` null).
 * Exit 0 when all pass, 2 when any fails, 1 on bad input.
 */
export async function runCheckCommand(flags: CheckFlags, cwd = process.cwd()): Promise<void> {
  try {
    const { registry, options } = await setup(cwd, flags);
    const input = await readInput(flags);
    for (const key of ['user', 'assistant'] as const) {
      if (typeof input[key] !== 'string' || input[key].length === 0) throw badInput(`stdin: /${key} must be a non-empty string (got ${JSON.stringify(input[key])})`);
    }
    const names = flags.checks !== undefined ? flags.checks.split(',').map((s) => s.trim()).filter(Boolean) : input.checks ?? registry.names();
    if (names.length === 0) throw badInput('--checks names no check');
    for (const name of names) registry.get(name); // "Unknown check … Did you mean"
    const result = runCase({ id: 'CHECK-1', user: input.user, assistant: input.assistant, checks: names }, registry, { options });
    const mcp = process.env.MCP_OUTPUT === 'json';
    const level = colorLevel({ stream: mcp ? 'stderr' : 'stdout', noColor: flags.color === false });
    const text = flags.json ? `${JSON.stringify({ pass: result.pass, checks: result.checks }, null, 2)}\n` : explain(input, result.checks, registry, level);
    (mcp ? process.stderr : process.stdout).write(text);
    if (mcp) process.stdout.write(`${JSON.stringify(mcpArtifact(summaryOf(result, registry), null, 'synthesis-check'))}\n`);
    process.exitCode = result.pass ? 0 : 2;
  } catch (error) {
    reportFatal(error);
  }
}
