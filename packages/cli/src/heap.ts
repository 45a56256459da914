import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signalExitCode, STOP_SIGNALS } from './signals.js';

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

/**
 * Run `script` under bounded heap flags with the given arguments and our stdio,
 * passing on the signals this process gets (the child cleans up and exits, and a
 * signal a terminal sent to both is harmless twice); resolves to its exit code.
 */
export function rerunWithBoundedHeap(script: URL, args: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, [...HEAP_FLAGS, ...process.execArgv, fileURLToPath(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' },
  });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  // a supervisor or a CI cancel may signal this process alone
  for (const signal of STOP_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => {
      for (const s of STOP_SIGNALS) process.off(s, forward);
      resolve(signal ? signalExitCode(signal) : (status ?? 1));
    });
  });
}
