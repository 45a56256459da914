import { assertText } from './check-input.js';

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  assertText('editDistance', 'a', a);
  assertText('editDistance', 'b', b);
  return distance(a, b);
}

/** {@link editDistance}, unchecked, for {@link suggestName}'s loop over the known names. */
function distance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  let curr = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

/**
 * The known name closest to `input`, if it is close enough to be a likely typo
 * (distance at most a third of the longer name, and at least 2 allowed).
 */
export function suggestName(input: string, known: readonly string[]): string | undefined {
  assertText('suggestName', 'input', input);
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(needle, name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(needle.length, best.length) / 3));
  return bestDistance <= limit ? best : undefined;
}

/**
 * ` Did you mean "name"?` for the known name closest to `input` (see
 * {@link suggestName}), or '' when none is close or `input` is not a string: the
 * tail every "unknown name" message ends with.
 */
export function didYouMean(input: unknown, known: readonly string[]): string {
  const near = typeof input === 'string' ? suggestName(input, known) : undefined;
  return near === undefined ? '' : ` Did you mean "${near}"?`;
}
