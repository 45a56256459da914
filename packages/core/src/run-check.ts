import type { BaseOptions, Checker } from './checker.js';
import { assertCheckInput } from './check-input.js';
import { assertRunOptions } from './check-run-options.js';
import { resolveOptions } from './options.js';
import { bagOfWordsSimilarity, type SimilarityProvider } from './similarity.js';
import type { CheckInput, CheckResultBase } from './types.js';

export interface RunCheckOptions<O extends BaseOptions> {
  /** Partial options, validated and merged over the checker's defaults. */
  options?: Partial<O>;
  /** Similarity provider for checkers that compare texts. Default: bag-of-words cosine. */
  similarity?: SimilarityProvider;
}

/**
 * Run one checker on one input: check that the fields it reads are strings and that
 * `run` holds only `options` and a similarity provider, resolve options, build the
 * context, call `check`. Bad input or options throw a
 * `SynthesisError` (`SYNTHESIS_INVALID_INPUT`, `SYNTHESIS_INVALID_OPTIONS`).
 */
export function runCheck<O extends BaseOptions, R extends CheckResultBase>(
  checker: Checker<O, R>,
  input: CheckInput,
  run: RunCheckOptions<O> = {},
): R {
  assertCheckInput(checker, input);
  assertRunOptions(checker.meta.name, run);
  const options = resolveOptions(checker, run.options);
  return checker.check(input, { options, similarity: run.similarity ?? bagOfWordsSimilarity });
}
