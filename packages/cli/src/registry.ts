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
  /** The plugin specs loaded, in order (config paths already absolute), so a worker can load the same ones. */
  specs: string[];
}

/**
 * The registry of a run: the built-in checkers, then the plugins `specs` name,
 * resolved from `cwd`. Workers call this with the same arguments as the main
 * thread, so every thread runs the same checkers.
 */
export async function buildRegistry(cwd: string, specs: readonly string[]): Promise<Registry> {
  const builtins = builtinCheckers();
  const plugins: AnyChecker[] = specs.length > 0 ? await loadPlugins(specs, { cwd, builtins: builtins.map((c) => c.meta.name) }) : [];
  return createRegistry([...builtins, ...plugins]);
}

/**
 * Load the config (given or found from `cwd` upward), then build the registry:
 * the built-in checkers, then the config's plugins, then `--plugin` ones.
 */
export async function setup(cwd: string, flags: { config?: string; plugin?: string[] }): Promise<Setup> {
  const loaded = await loadConfig(flags.config === undefined ? { cwd } : { cwd, path: flags.config });
  const specs = [...(loaded.config.plugins ?? []), ...(flags.plugin ?? [])];
  const registry = await buildRegistry(cwd, specs);
  const options = checkOptionsFromConfig(loaded.config, registry);
  return { registry, config: loaded.config, configPath: loaded.path, options, specs };
}
