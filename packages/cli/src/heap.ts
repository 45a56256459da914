import { spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * V8 sizes its heap from the machine's memory and lets garbage pile up to that size:
 * on a 24 GB machine a million-case run reached 400+ MB without holding anything.
 * The eval keeps nothing between cases, so `synthesis` runs itself under a small
 * heap. V8 reads heap limits only at start-up, hence one re-exec with the flags.
 */
export const HEAP_FLAGS = ['--max-old-space-size=80', '--max-semi-space-size=2'];

const MARK = 'SYNTHESIS_BOUNDED_HEAP';

/** True when this process should re-exec itself with bounded heap flags. */
export function needsBoundedHeap(env: NodeJS.ProcessEnv = process.env, execArgv: readonly string[] = process.execArgv): boolean {
  if (env[MARK] === '1' || env.SYNTHESIS_HEAP === 'default') return false;
  const given = `${execArgv.join(' ')} ${env.NODE_OPTIONS ?? ''}`;
  return !/--max-old-space-size|--max-semi-space-size/.test(given); // the user chose their own
}

/** Run `script` under bounded heap flags with the given arguments and our stdio; returns its exit code. */
export function rerunWithBoundedHeap(script: URL, args: readonly string[]): number {
  const child = spawnSync(process.execPath, [...HEAP_FLAGS, ...process.execArgv, fileURLToPath(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' },
  });
  if (child.error) throw child.error;
  if (child.signal) return 128 + (constants.signals[child.signal] ?? 0);
  return child.status ?? 1;
}
