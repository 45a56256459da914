import { anchorSpan } from '@synthesis/core';

/**
 * The anchor (first `n` sentences) as a `[start, end)` span of the original reply.
 * Core's sentence splitter stops after `n` sentences, so a megabyte reply costs
 * no more here than its first sentences.
 */
export function replyAnchor(text: string, n: number): { start: number; end: number } {
  return anchorSpan(text, n);
}
