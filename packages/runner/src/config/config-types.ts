import type { ReporterName } from './reporter-names.js';

/** The contents of `synthesis.config.json` / `.mjs` / `.js`. */
export interface SynthesisConfig {
  /** Path or URL of the config schema, for editors. */
  $schema?: string;
  /** Checker plugins: short names, package names or paths (resolved against the config file's directory). */
  plugins?: string[];
  /** Options per check name, e.g. `{ topic_pivot: { similarityThreshold: 0.4 } }`. */
  options?: Record<string, Record<string, unknown>>;
  /** Rule toggles by rule id, e.g. `{ "agency/directive-should": "off" }`. */
  rules?: Record<string, 'off' | 'on'>;
  /** JSONL case file(s); absolute once loaded. */
  cases?: string | string[];
  /** Case JSON Schema path; absolute once loaded. */
  schema?: string;
  /** Report output path; absolute once loaded. */
  out?: string;
  /** Unexpected failures allowed before exit code 2; integer >= 0. */
  failOn?: number;
  /** Worker threads running the checks: an integer >= 1, or `auto` (one per core). */
  workers?: number | 'auto';
  /** What a run writes (default: both): the console summary, the JSON report. */
  reporters?: ReporterName[];
}

export interface LoadedConfig {
  /** Absolute path of the config file used, or null when none was found. */
  path: string | null;
  /** The validated config with relative paths resolved (empty when none was found). */
  config: SynthesisConfig;
}

export interface LoadConfigOptions {
  /** Directory the search starts from (then upward to the filesystem root). */
  cwd: string;
  /** An explicit config file (`--config`), relative to `cwd`; no search then. */
  path?: string;
}
