import { didYouMean, SynthesisError, type Registry } from '@synthesis/core';
import { configFileOf, pointerToken } from './config-file.js';
import { validateCheckOptions } from './validate-check-options.js';

/**
 * Turn the config's rule toggles into `disabledRules` per check name. Every id
 * must belong to a registered checker; an unknown one fails with a suggestion,
 * naming `file` and the key. `"on"` is the default and only validated.
 */
export function rulesToDisabled(rules: Readonly<Record<string, 'off' | 'on'>> | undefined, registry: Registry, file = 'config'): Record<string, string[]> {
  const owner = new Map<string, string>();
  for (const checker of registry.checkers()) for (const rule of checker.meta.rules) owner.set(rule.id, checker.meta.name);
  const disabled: Record<string, string[]> = {};
  for (const [id, state] of Object.entries(rules ?? {})) {
    const check = owner.get(id);
    if (check === undefined) {
      throw new SynthesisError(
        'SYNTHESIS_CONFIG_INVALID',
        `${file}: /rules/${pointerToken(id)} is not a rule of any loaded checker (got "${state}").${didYouMean(id, [...owner.keys()])}`,
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
 * left out (their defaults apply). Options are validated here, before any case
 * runs, so an error names the config file (`file`, by default the one
 * `loadConfig` read `config` from) and the key.
 */
export function checkOptionsFromConfig(
  config: { options?: Record<string, Record<string, unknown>>; rules?: Record<string, 'off' | 'on'> },
  registry: Registry,
  file = configFileOf(config),
): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, options] of Object.entries(config.options ?? {})) {
    validateCheckOptions(name, options, registry, file);
    result[name] = { ...options };
  }
  for (const [name, ids] of Object.entries(rulesToDisabled(config.rules, registry, file))) {
    const current = result[name] ?? {};
    const already = Array.isArray(current.disabledRules) ? (current.disabledRules as string[]) : [];
    result[name] = { ...current, disabledRules: [...new Set([...already, ...ids])] };
  }
  return result;
}
