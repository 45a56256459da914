import { pathToFileURL } from 'node:url';
import { SynthesisError, type AnyChecker } from '@synthesis/core';
import { resolvePlugin, type ResolvedPlugin } from './resolve-plugin.js';
import { validateChecker } from './validate-checker.js';

export interface LoadPluginsOptions {
  /** The project directory plugins are resolved from (its `node_modules`, relative paths). */
  cwd: string;
  /** Check names already taken by built-in checkers; a plugin may not reuse them. */
  builtins?: readonly string[];
}

function looksLikeChecker(value: unknown): boolean {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && ('apiVersion' in value || 'meta' in value));
}

/**
 * What a module exports as its checker(s): the default export, a named `checker`
 * export, or the same one level down (CommonJS `module.exports` seen through
 * Node's ESM interop, or a transpiled `exports.default`).
 */
export function exportedCheckers(mod: Record<string, unknown>): unknown {
  const def = mod.default as Record<string, unknown> | undefined;
  const candidates = [def, mod.checker, def?.default, def?.checker];
  for (const c of candidates) if (looksLikeChecker(c)) return c;
  return def ?? mod;
}

// Kept as a real dynamic import in the CommonJS build too, so ESM-only plugins load.
const importFile = (url: string): Promise<Record<string, unknown>> => import(url) as Promise<Record<string, unknown>>;

async function loadOne(plugin: ResolvedPlugin): Promise<AnyChecker[]> {
  let mod: Record<string, unknown>;
  try {
    mod = await importFile(pathToFileURL(plugin.file).href);
  } catch (error) {
    throw new SynthesisError(
      'SYNTHESIS_PLUGIN_INVALID',
      `Plugin "${plugin.source}" could not be loaded from ${plugin.file}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error, hint: 'Build the plugin (its package.json entry must point at an existing file) and check its dependencies.' },
    );
  }
  const exported = exportedCheckers(mod);
  if (Array.isArray(exported)) {
    if (exported.length === 0) {
      throw new SynthesisError('SYNTHESIS_PLUGIN_INVALID', `Plugin "${plugin.source}" exports an empty list of checkers`, {
        hint: 'Export at least one checker object.',
      });
    }
    return exported.map((value, i) => validateChecker(value, `${plugin.source}[${i}]`));
  }
  return [validateChecker(exported, plugin.source)];
}

/**
 * Resolve, import and validate checker plugins, in the order given. Each check
 * name must be new: a clash with a built-in or with another plugin is an error
 * naming both sides. The same package given twice is loaded once.
 */
export async function loadPlugins(specs: readonly string[], opts: LoadPluginsOptions): Promise<AnyChecker[]> {
  const builtins = new Set(opts.builtins ?? []);
  const owners = new Map<string, string>();
  const files = new Set<string>();
  const checkers: AnyChecker[] = [];
  for (const spec of specs) {
    const plugin = resolvePlugin(spec, opts.cwd);
    if (files.has(plugin.file)) continue;
    files.add(plugin.file);
    for (const checker of await loadOne(plugin)) {
      const name = checker.meta.name;
      if (builtins.has(name)) {
        throw new SynthesisError(
          'SYNTHESIS_PLUGIN_NAME_COLLISION',
          `Plugin "${plugin.source}" provides check "${name}", which is a built-in check`,
          { hint: `Built-in checks: ${[...builtins].join(', ')}. A plugin must use a name of its own.` },
        );
      }
      const owner = owners.get(name);
      if (owner !== undefined) {
        throw new SynthesisError(
          'SYNTHESIS_PLUGIN_NAME_COLLISION',
          `Plugin "${plugin.source}" provides check "${name}", already provided by plugin "${owner}"`,
          { hint: 'Each check name may come from one plugin only; drop one of them.' },
        );
      }
      owners.set(name, plugin.source);
      checkers.push(checker);
    }
  }
  return checkers;
}
