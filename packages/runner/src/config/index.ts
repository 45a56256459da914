export { configSchema } from './config-schema.js';
export type { LoadConfigOptions, LoadedConfig, SynthesisConfig } from './config-types.js';
export { CONFIG_FILES, findConfig } from './find-config.js';
export { loadConfig } from './load-config.js';
export type { ReporterName } from './reporter-names.js';
export { REPORTER_NAMES } from './reporter-names.js';
export { checkOptionsFromConfig, rulesToDisabled } from './rules-to-disabled.js';
export { validateConfig } from './validate-config.js';
