import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const BIN = join(__dirname, '../dist/bin.js');
export const FIXTURES = join(__dirname, 'fixtures');
export const PLUGIN = join(FIXTURES, 'plugin/fixture-checks.mjs');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Spawn the built CLI as a user would (pipes, so stdout and stderr are not TTYs). */
export function cli(args: string[], options: { cwd: string; env?: Record<string, string | undefined>; input?: string }): CliRun {
  const env: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined, MCP_OUTPUT: undefined, ...options.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: options.cwd, env: env as NodeJS.ProcessEnv, input: options.input ?? '', encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The working directories made for the current test file, removed when it ends. */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh working directory holding a copy of `fixtures/<name>` (and nothing else), removed after the test file. */
export function workdir(name?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'synthesis-cli-'));
  made.push(dir);
  if (name) cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}
