import { createRegistry, type AnyChecker, type Registry } from '@synthesis/core';
import { builtinCheckers } from './builtins.js';
import { checkOptionsFromConfig, loadConfig, loadPlugins } from './extensions.js';
import type { SynthesisConfig } from './extensions.js';

export interface Setup {
  registry: Registry;
  config: SynthesisConfig;
  /** Absolute path of the config file used, or null. */
  configPath: string | null;
  /** Per check name, the options from the config (rule toggles folded into `disabledRules`). */
  options: Record<string, Record<string, unknown>>;
}

/**
 * Load the config (given or found from `cwd` upward), then build the registry:
 * the built-in checkers, then the config's plugins, then `--plugin` ones.
 */
export async function setup(cwd: string, flags: { config?: string; plugin?: string[] }): Promise<Setup> {
  const loaded = await loadConfig(flags.config === undefined ? { cwd } : { cwd, path: flags.config });
  const builtins = builtinCheckers();
  const specs = [...(loaded.config.plugins ?? []), ...(flags.plugin ?? [])];
  const plugins: AnyChecker[] = specs.length > 0 ? await loadPlugins(specs, { cwd, builtins: builtins.map((c) => c.meta.name) }) : [];
  const registry = createRegistry([...builtins, ...plugins]);
  const options = checkOptionsFromConfig(loaded.config, registry);
  return { registry, config: loaded.config, configPath: loaded.path, options };
}
