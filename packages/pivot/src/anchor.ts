import { anchorSpan, splitSentences, type NormalizedText } from '@synthesis/core';

/** Replies longer than this are split on a growing prefix only: the anchor is at the start. */
const PREFIX = 4096;

/**
 * The anchor (first `n` sentences) as a `[start, end)` span of the original reply.
 * Same result as core's `anchorSpan`, without splitting a megabyte reply into
 * sentences: a prefix that holds more than `n` sentences has the first `n` final.
 */
export function replyAnchor(text: string, n: number): { start: number; end: number } {
  for (let size = PREFIX; size < text.length; size *= 4) {
    const sentences = splitSentences(text.slice(0, size));
    if (sentences.length > n) return { start: sentences[0]!.start, end: sentences[n - 1]!.end };
  }
  return anchorSpan(text, n);
}

/** The normalized offset where original offset `end` falls: everything before it is in the anchor. */
export function normalizedLimit(norm: NormalizedText, end: number): number {
  if (norm.identity) return end;
  const starts = norm.starts;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! < end) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
