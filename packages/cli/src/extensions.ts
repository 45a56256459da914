/**
 * The runner's plugin and config loading, gathered in one place so the CLI
 * depends on their signatures only here.
 */
export { checkOptionsFromConfig, loadConfig, loadPlugins } from '@synthesis/runner';
export type { SynthesisConfig } from '@synthesis/runner';
