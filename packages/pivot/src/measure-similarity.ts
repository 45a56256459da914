import { describeValue, SynthesisError, type SimilarityProvider } from '@synthesis/core';

/**
 * The provider's similarity of the user message and the reply, which must be a finite
 * number: the verdict compares it with the thresholds, and NaN or a string fails
 * every comparison, which silently gave `clear_fail` with `anchor_similarity: NaN`.
 */
export function measureSimilarity(provider: SimilarityProvider, user: string, reply: string): number {
  const value: unknown = provider.similarity(user, reply);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SynthesisError(
      'SYNTHESIS_INVALID_SIMILARITY',
      `topic_pivot: similarity provider "${provider.name}" returned ${describeValue(value)}; expected a finite number (0 unrelated, 1 the same)`,
    );
  }
  return value;
}
