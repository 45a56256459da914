import { SynthesisError } from '@synthesis/core';
import { runCase } from '@synthesis/runner';
import { colorLevel, formatCheckResults } from '@synthesis/reporter';
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
    hint: 'Use synthesis check --user "…" --assistant "…", or pipe {"user": "…", "assistant": "…", "checks": [...]} on stdin.',
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

async function readInput(flags: CheckFlags): Promise<TurnInput> {
  if (flags.user !== undefined || flags.assistant !== undefined) {
    return { user: flags.user ?? '', assistant: flags.assistant ?? '' };
  }
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
 * `synthesis check`: run checks on one turn and print each verdict with its
 * findings (rule ids, the span highlighted, why, what to write instead), or the
 * raw results with `--json`. Exit 0 when all pass, 2 when any fails, 1 on bad input.
 */
export async function runCheckCommand(flags: CheckFlags, cwd = process.cwd()): Promise<void> {
  try {
    const { registry, options } = await setup(cwd, flags);
    const input = await readInput(flags);
    for (const key of ['user', 'assistant'] as const) {
      if (typeof input[key] !== 'string' || input[key].length === 0) throw badInput(`${key} must be a non-empty string (got ${JSON.stringify(input[key])})`);
    }
    const names = flags.checks !== undefined ? flags.checks.split(',').map((s) => s.trim()).filter(Boolean) : input.checks ?? registry.names();
    if (names.length === 0) throw badInput('--checks names no check');
    for (const name of names) registry.get(name); // "Unknown check … Did you mean"
    const result = runCase({ id: 'CHECK-1', user: input.user, assistant: input.assistant, checks: names }, registry, { options });
    if (flags.json) {
      process.stdout.write(`${JSON.stringify({ pass: result.pass, checks: result.checks }, null, 2)}\n`);
    } else {
      const level = colorLevel({ stream: 'stdout', noColor: flags.color === false });
      process.stdout.write(formatCheckResults(input, result.checks, { level }));
    }
    process.exitCode = result.pass ? 0 : 2;
  } catch (error) {
    reportFatal(error);
  }
}
