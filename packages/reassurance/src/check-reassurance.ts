import { runCheck } from '@synthesis/core';
import { reassuranceChecker } from './checker.js';
import type { ReassuranceOptions, ReassuranceResult } from './types.js';

/**
 * Check one assistant reply for unverifiable reassurance. Options are validated
 * (unknown keys or rule ids throw a `SynthesisError`) and merged over the defaults.
 *
 *   checkReassurance("I know exactly how you feel.").pass === false
 */
export function checkReassurance(text: string, options?: Partial<ReassuranceOptions>): ReassuranceResult {
  return runCheck(reassuranceChecker, { user: '', assistant: text }, options === undefined ? {} : { options });
}
