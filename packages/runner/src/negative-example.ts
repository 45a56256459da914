import type { CaseResult } from '@synthesis/core';

/**
 * A negative example is a case written to fail: tagged `negative_example`, or with
 * any tag ending in `-fail` (`pivot-fail`, `ack-but-pivot-fail`, …).
 */
export function isNegativeExample(tags: readonly string[] | undefined): boolean {
  if (!tags) return false;
  for (const tag of tags) {
    if (tag === 'negative_example' || tag.endsWith('-fail')) return true;
  }
  return false;
}

/**
 * Whether a case counts as a negative example caught (an expected failure): written
 * to fail, and failed by its checks' verdicts. A checker that threw (or returned no
 * result) caught nothing, so such a case is an unexpected failure, and CI sees it.
 */
export function isExpectedFailure(result: CaseResult): boolean {
  if (result.pass || !result.negative_example) return false;
  for (const check of Object.values(result.checks)) if (check.error !== undefined) return false;
  return true;
}
