import { anchorSpan, splitSentences } from '@synthesis/core';

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
