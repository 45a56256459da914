import { didYouMean, SynthesisError, type Registry } from '@synthesis/core';

/**
 * Turn the config's rule toggles into `disabledRules` per check name. Every id
 * must belong to a registered checker; an unknown one fails with a suggestion.
 * `"on"` is the default and only validated.
 */
export function rulesToDisabled(rules: Readonly<Record<string, 'off' | 'on'>> | undefined, registry: Registry): Record<string, string[]> {
  const owner = new Map<string, string>();
  for (const checker of registry.checkers()) for (const rule of checker.meta.rules) owner.set(rule.id, checker.meta.name);
  const disabled: Record<string, string[]> = {};
  for (const [id, state] of Object.entries(rules ?? {})) {
    const check = owner.get(id);
    if (check === undefined) {
      throw new SynthesisError(
        'SYNTHESIS_CONFIG_INVALID',
        `rules: unknown rule id "${id}" (got "${state}").${didYouMean(id, [...owner.keys()])}`,
        { hint: `Rule ids come from the loaded checkers (${registry.names().join(', ')}); each checker's README lists its rules.` },
      );
    }
    if (state === 'off') (disabled[check] ??= []).push(id);
  }
  return disabled;
}

/**
 * The options to run each check with: the config's `options` for that check,
 * with `disabledRules` extended by the rule toggles. Checks with neither are
 * left out (their defaults apply).
 */
export function checkOptionsFromConfig(
  config: { options?: Record<string, Record<string, unknown>>; rules?: Record<string, 'off' | 'on'> },
  registry: Registry,
): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, options] of Object.entries(config.options ?? {})) {
    registry.get(name); // throws "Unknown check … Did you mean" for a typo
    result[name] = { ...options };
  }
  for (const [name, ids] of Object.entries(rulesToDisabled(config.rules, registry))) {
    const current = result[name] ?? {};
    const already = Array.isArray(current.disabledRules) ? (current.disabledRules as string[]) : [];
    result[name] = { ...current, disabledRules: [...new Set([...already, ...ids])] };
  }
  return result;
}
