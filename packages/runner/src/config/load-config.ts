import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SynthesisError } from '@synthesis/core';
import { rememberConfigFile } from './config-file.js';
import type { LoadConfigOptions, LoadedConfig, SynthesisConfig } from './config-types.js';
import { CONFIG_FILES, findConfig } from './find-config.js';
import { validateConfig } from './validate-config.js';
import { isPathSpec } from '../plugins/plugin-names.js';

const importFile = (url: string): Promise<Record<string, unknown>> => import(url) as Promise<Record<string, unknown>>;

async function readConfigFile(file: string, shown: string): Promise<unknown> {
  if (file.endsWith('.json')) {
    const text = readFileSync(file, 'utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new SynthesisError('SYNTHESIS_CONFIG_INVALID', `${shown}: not valid JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importFile(pathToFileURL(file).href);
  } catch (error) {
    throw new SynthesisError('SYNTHESIS_CONFIG_INVALID', `${shown}: could not be loaded: ${(error as Error).message}`, { cause: error });
  }
  if (!('default' in mod)) {
    throw new SynthesisError('SYNTHESIS_CONFIG_INVALID', `${shown}: must have a default export (export default { ... })`);
  }
  return mod.default;
}

/** Resolve the config's relative paths against its own directory. */
function resolvePaths(config: SynthesisConfig, dir: string): SynthesisConfig {
  const abs = (p: string): string => path.resolve(dir, p);
  const out: SynthesisConfig = { ...config };
  if (typeof config.cases === 'string') out.cases = abs(config.cases);
  else if (config.cases) out.cases = config.cases.map(abs);
  if (config.schema !== undefined) out.schema = abs(config.schema);
  if (config.out !== undefined) out.out = abs(config.out);
  if (config.plugins) out.plugins = config.plugins.map((p) => (isPathSpec(p) ? abs(p) : p));
  return out;
}

/** `--config` named a directory: say so, and point at the config file inside it, if there is one. */
function directoryGiven(given: string, dir: string): SynthesisError {
  const inside = CONFIG_FILES.find((name) => existsSync(path.join(dir, name)));
  const example = path.join(given, inside ?? CONFIG_FILES[0]);
  return new SynthesisError('SYNTHESIS_CONFIG_NOT_FOUND', `Config path is a directory, not a file: ${dir}`, {
    hint: `Give --config a synthesis.config.json, .mjs or .js file${inside ? `: --config ${example}` : `, e.g. --config ${example}`}.`,
  });
}

/**
 * Load `synthesis.config.json` / `.mjs` / `.js`: the file given, or the nearest
 * one from `cwd` upward. Validates it against the config schema and returns it
 * with relative paths resolved against the file's directory. No file found →
 * `{ path: null, config: {} }`.
 */
export async function loadConfig(opts: LoadConfigOptions): Promise<LoadedConfig> {
  let file: string | null;
  if (opts.path !== undefined) {
    file = path.resolve(opts.cwd, opts.path);
    if (!existsSync(file)) {
      throw new SynthesisError('SYNTHESIS_CONFIG_NOT_FOUND', `Config file not found: ${file}`, {
        hint: 'Check the --config path; it is resolved against the working directory.',
      });
    }
    if (statSync(file).isDirectory()) throw directoryGiven(opts.path, file);
  } else {
    file = findConfig(opts.cwd);
    if (file === null) return { path: null, config: {} };
  }
  const relative = path.relative(opts.cwd, file);
  const shown = relative === '' || path.isAbsolute(relative) ? file : relative;
  const raw = await readConfigFile(file, shown);
  const config = resolvePaths(validateConfig(raw, shown), path.dirname(file));
  rememberConfigFile(config, shown);
  return { path: file, config };
}
