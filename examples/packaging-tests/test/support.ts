import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const bin = (name: string): string => path.join(repoRoot, 'node_modules/.bin', name);

/** The seven published packages, by directory under packages/. */
export const PUBLISHED = ['core', 'agency', 'reassurance', 'pivot', 'runner', 'reporter', 'cli'] as const;
export const packageDir = (dir: string): string => path.join(repoRoot, 'packages', dir);
export const exampleDir = path.join(repoRoot, 'examples/checker-emotional-depth');

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

const NO_PNPM = 'pnpm is not on PATH, and the packaging tests pack with it: run the tests as the README says, `npx -y pnpm@10 test`';

/**
 * Why these tests cannot pack, or null: they run `pnpm pack` and `pnpm publish`
 * (publint packs with pnpm too), so pnpm must be on PATH, as it is under `pnpm test`.
 */
export function pnpmMissing(): string | null {
  return spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).error ? NO_PNPM : null;
}

/** Run a command to completion; never throws, so tests can assert on the output. */
export function run(cmd: string, args: readonly string[], options: SpawnSyncOptions = {}): RunResult {
  const env = { ...process.env, npm_config_update_notifier: 'false', NO_COLOR: '1', ...(options.env ?? {}) };
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, ...options, env });
  const notFound = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? `\n${cmd === 'pnpm' ? NO_PNPM : `${cmd} is not on PATH`}` : '';
  return { status: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') + (r.error ? String(r.error) + notFound : '') };
}

/** Like {@link run} but throws with the command's output when it exits non-zero. */
export function runOk(cmd: string, args: readonly string[], options: SpawnSyncOptions = {}): RunResult {
  const r = run(cmd, args, options);
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited ${r.status} in ${String(options.cwd ?? process.cwd())}\n${r.stdout}\n${r.stderr}`);
  }
  return r;
}

/** A fresh directory under the OS temp dir, outside the workspace. */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `synthesis-${prefix}-`));
}

const DIST_FILES = ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts'];

/**
 * Wait (up to 60 s) until `dist/` holds the JS and type entries: another build of the
 * same package (tsup cleans dist first) may be running in a shared workspace.
 */
export function waitForDist(dir: string): void {
  const deadline = Date.now() + 60_000;
  const missing = (): string[] => DIST_FILES.filter((f) => !existsSync(path.join(dir, 'dist', f)));
  while (missing().length > 0) {
    if (Date.now() > deadline) throw new Error(`${path.relative(repoRoot, dir)}/dist lacks ${missing().join(', ')}: build it first`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

/** `pnpm pack` a workspace package into `dest`; returns the tarball path. */
export function pack(dir: string, dest: string): string {
  waitForDist(dir);
  const before = new Set(readdirSync(dest));
  runOk('pnpm', ['pack', '--pack-destination', dest], { cwd: dir });
  const created = readdirSync(dest).filter((f) => f.endsWith('.tgz') && !before.has(f));
  if (created.length !== 1) throw new Error(`pnpm pack in ${dir} produced ${created.join(', ') || 'nothing'}`);
  return path.join(dest, created[0]!);
}

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether `dist/` exists and is newer than `src/`, the manifest and the build config. */
export function distIsFresh(dir: string): boolean {
  const dist = path.join(dir, 'dist');
  if (!existsSync(dist) || readdirSync(dist).length === 0) return false;
  const oldestDist = Math.min(...readdirSync(dist).map((f) => statSync(path.join(dist, f)).mtimeMs));
  const inputs = Math.max(newest(path.join(dir, 'src')), ...['package.json', 'tsup.config.ts'].map((f) => statSync(path.join(dir, f)).mtimeMs));
  return oldestDist >= inputs;
}

/** Why a package cannot be tested yet (its source has not landed), or null. */
export function missingSource(dir: string): string | null {
  return existsSync(path.join(dir, 'src/index.ts')) ? null : `${path.relative(repoRoot, dir)}/src/index.ts does not exist yet`;
}
