import { describeValue, didYouMean, SynthesisError, validateSchema, type AnyChecker, type Registry, type SchemaProblem } from '@synthesis/core';
import { pointerToken } from './config-file.js';

function invalid(message: string, hint: string): SynthesisError {
  return new SynthesisError('SYNTHESIS_CONFIG_INVALID', message, { hint });
}

/** A problem with an option, after the pointer to the check's options: `/minDepth must be <= 5 (got 9)`. */
function problemText(p: SchemaProblem): string {
  return `${p.pointer} ${p.message} (got ${describeValue(p.value)})`;
}

/** The checker the config's `options` names, or an error naming the file, the key and the known checks. */
function checkerFor(name: string, value: unknown, registry: Registry, file: string): AnyChecker {
  if (registry.has(name)) return registry.get(name);
  const known = registry.names();
  throw invalid(
    `${file}: /options/${pointerToken(name)} is not a known check (got ${JSON.stringify(value)}).${didYouMean(name, known) || ` Known checks: ${known.join(', ')}.`}`,
    `options are keyed by check name (${known.join(', ')}); a plugin's checks are known once it is in "plugins" or given with --plugin.`,
  );
}

/**
 * Validate the config's options for check `name` before any case runs: the check
 * must be registered, the options must fit its options schema, every
 * `disabledRules` id must be one of its rules, and the options merged over the
 * defaults must fit together (the checker's `optionsProblem`, where it has one).
 * Errors name the file and the key path from the config's root
 * (`/options/topic_pivot/similarityThreshold`).
 */
export function validateCheckOptions(name: string, options: Record<string, unknown>, registry: Registry, file: string): void {
  const checker = checkerFor(name, options, registry, file);
  const at = `/options/${pointerToken(name)}`;
  const keys = Object.keys(checker.meta.optionsSchema.properties ?? {});
  const hint = `See the ${name} README for its options${keys.length ? ` (${keys.join(', ')})` : ''}.`;
  const problem = validateSchema(checker.meta.optionsSchema, options)[0];
  if (problem) throw invalid(`${file}: ${at}${problemText(problem)}`, hint);
  const ids = checker.meta.rules.map((r) => r.id);
  const disabled = Array.isArray(options.disabledRules) ? (options.disabledRules as unknown[]) : [];
  disabled.forEach((id, i) => {
    if (typeof id === 'string' && ids.includes(id)) return;
    throw invalid(
      `${file}: ${at}/disabledRules/${i} is not a rule of ${name} (got ${JSON.stringify(id)}).${didYouMean(id, ids)}`,
      `The ${name} README lists its rules; to switch a rule off you can also write "rules": { "<rule id>": "off" }.`,
    );
  });
  const together = checker.optionsProblem?.({ ...checker.meta.defaultOptions, ...options });
  if (together) throw invalid(`${file}: ${at}${problemText(together)}`, together.hint);
}
