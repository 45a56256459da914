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
