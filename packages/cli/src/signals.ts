import { constants } from 'node:os';

/**
 * The signals that stop a run: the launcher passes them on to the run it starts,
 * and the run cleans up and exits on them.
 */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The shell's exit code for a process ended by `signal`: 128 + its number (130, 143, 129). */
export function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (constants.signals[signal] ?? 0);
}
