import { runCheck, type SimilarityProvider } from '@synthesis/core';
import { pivotChecker } from './checker.js';
import type { PivotOptions, PivotResult } from './types.js';

/**
 * Check one exchange: does `assistant` stay with what a vulnerable `user` said?
 * Options are validated and merged over the defaults (once per options object, and
 * again if it has changed since); `context.similarity` swaps the similarity provider.
 */
export function checkPivot(
  user: string,
  assistant: string,
  options?: Partial<PivotOptions>,
  context?: { similarity?: SimilarityProvider },
): PivotResult {
  const run: { options?: Partial<PivotOptions>; similarity?: SimilarityProvider } = {};
  if (options !== undefined) run.options = options;
  if (context?.similarity !== undefined) run.similarity = context.similarity;
  return runCheck(pivotChecker, { user, assistant }, run);
}
