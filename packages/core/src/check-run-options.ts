import { describeValue } from './describe-value.js';
import { SynthesisError } from './errors.js';

const KEYS = ['options', 'similarity'];

function invalid(name: string, what: string, value: unknown, hint: string): SynthesisError {
  return new SynthesisError('SYNTHESIS_INVALID_OPTIONS', `Invalid run options for ${name}: ${what} (got ${describeValue(value)})`, { hint });
}

/**
 * Throw unless `run` is runCheck's third argument: `{ options?, similarity? }`, the
 * similarity a provider (`name` and a `similarity` function). A plain JavaScript
 * caller writes `runCheck(checker, input, { disabledRules })`, which was silently run
 * with the defaults, or passes a provider without its function, which failed with a
 * TypeError inside the checker.
 */
export function assertRunOptions(name: string, run: unknown): void {
  if (typeof run !== 'object' || run === null || Array.isArray(run)) {
    throw invalid(name, 'expected { options?, similarity? }', run, 'The checker options go in its "options" key.');
  }
  for (const key of Object.keys(run)) {
    if (!KEYS.includes(key)) {
      throw invalid(name, `"${key}" is not a run option (known: ${KEYS.join(', ')})`, (run as Record<string, unknown>)[key],
        `Checker options go inside "options": { options: { ${key}: … } }.`);
    }
  }
  const similarity = (run as { similarity?: unknown }).similarity;
  if (similarity === undefined) return;
  const provider = similarity as { name?: unknown; similarity?: unknown } | null;
  if (typeof provider !== 'object' || provider === null || typeof provider.name !== 'string' || typeof provider.similarity !== 'function') {
    throw invalid(name, '"similarity" must be a provider { name: string, similarity(a, b): number }', similarity,
      'Omit it for the default bag-of-words cosine.');
  }
}
