import { runCheck } from '@synthesis/core';
import { agencyChecker } from './checker.js';
import type { AgencyOptions, AgencyResult } from './types.js';

/**
 * Score one assistant reply for agency language.
 *
 * @param text The assistant reply.
 * @param options Partial options, validated and merged over the defaults (throws on invalid ones).
 */
export function checkAgency(text: string, options?: Partial<AgencyOptions>): AgencyResult {
  return runCheck(agencyChecker, { user: '', assistant: text }, options === undefined ? {} : { options });
}
