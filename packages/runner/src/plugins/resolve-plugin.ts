import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SynthesisError } from '@synthesis/core';
import { isPathSpec, PLUGIN_PREFIX, pluginPackageNames } from './plugin-names.js';

/** Where a plugin spec led: the file to import and the name to show in messages. */
export interface ResolvedPlugin {
  /** The spec as the user wrote it. */
  spec: string;
  /** The package name, or the path as written for path specs. */
  source: string;
  /** Absolute path of the entry file to import. */
  file: string;
}

const CONDITIONS = ['import', 'node', 'default', 'require'];

/** Pick a file from an `exports` target by the conditions an ESM importer in Node would use. */
function pickTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const t of target) {
      const hit = pickTarget(t);
      if (hit) return hit;
    }
    return undefined;
  }
  if (typeof target !== 'object' || target === null) return undefined;
  const map = target as Record<string, unknown>;
  for (const c of CONDITIONS) {
    if (c in map) {
      const hit = pickTarget(map[c]);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** What a package directory's manifest names as its main entry, as `import(dir's package)` would load it. */
interface PackageEntry {
  /** The entry path as the manifest writes it (`./dist/index.js`), or the defaults tried. */
  rel: string;
  /** The absolute file, when it exists. */
  file?: string;
}

/** The main entry of a package directory; undefined when `dir` has no package.json. */
function packageEntry(dir: string): PackageEntry | undefined {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown; module?: string; main?: string };
  let rel: string | undefined;
  if (pkg.exports !== undefined) {
    const exp = pkg.exports;
    const root = typeof exp === 'object' && exp !== null && !Array.isArray(exp) && '.' in exp ? (exp as Record<string, unknown>)['.'] : exp;
    rel = pickTarget(root);
  }
  rel ??= pkg.module ?? pkg.main;
  const candidates = rel ? [rel] : ['index.js', 'index.mjs', 'index.cjs'];
  for (const c of candidates) {
    const file = path.resolve(dir, c);
    if (existsSync(file) && statSync(file).isFile()) return { rel: c, file };
  }
  return { rel: candidates.join(', ') };
}

/** A package whose manifest points at no file: installed (or linked) before it was built. */
function unbuilt(source: string, where: string, entry: PackageEntry): SynthesisError {
  return new SynthesisError(
    'SYNTHESIS_PLUGIN_INVALID',
    `Plugin "${source}" ${where}, but its entry ${entry.rel} does not exist`,
    { hint: 'Build the plugin (for example npm run build in its folder), or point "exports"/"main" in its package.json at its built file.' },
  );
}

/** `node_modules` folders from `cwd` up to the filesystem root, nearest first. */
function nodeModulesChain(cwd: string): string[] {
  const out: string[] = [];
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') out.push(path.join(dir, 'node_modules'));
    if (path.dirname(dir) === dir) return out;
  }
}

function resolvePath(spec: string, cwd: string): ResolvedPlugin {
  const target = path.resolve(cwd, spec);
  if (existsSync(target) && statSync(target).isDirectory()) {
    const entry = packageEntry(target);
    if (entry?.file) return { spec, source: spec, file: entry.file };
    if (entry) throw unbuilt(spec, `is a package at ${target}`, entry);
  } else if (existsSync(target)) {
    return { spec, source: spec, file: target };
  }
  throw new SynthesisError(
    'SYNTHESIS_PLUGIN_NOT_FOUND',
    `Plugin "${spec}" not found: no file or package directory at ${target}`,
    { hint: 'Check the path; it is resolved against the project directory. Build the plugin first if it points at a package.' },
  );
}

/**
 * Resolve a `--plugin` value from the project directory `cwd` (the user's
 * `node_modules`, never the CLI's own install): a path, or a package name tried
 * with and then without the `synthesis-checker-` prefix.
 */
export function resolvePlugin(spec: string, cwd: string): ResolvedPlugin {
  if (isPathSpec(spec)) return resolvePath(spec, cwd);
  const tried = pluginPackageNames(spec);
  for (const name of tried) {
    // Find the package directory along the project's node_modules chain, then pick
    // the ESM entry from its manifest (require.resolve would pick the CJS build, and
    // would also search NODE_PATH, which package managers point at their own stores).
    for (const base of nodeModulesChain(cwd)) {
      const dir = path.join(base, name);
      const entry = existsSync(dir) ? packageEntry(dir) : undefined;
      if (entry?.file) return { spec, source: name, file: entry.file };
      if (entry) throw unbuilt(name, `is installed at ${dir}`, entry);
    }
  }
  const suggested = tried[0]!.includes(PLUGIN_PREFIX) ? tried[0]! : spec;
  throw new SynthesisError(
    'SYNTHESIS_PLUGIN_NOT_FOUND',
    `Plugin "${spec}" not found: tried ${tried.map((n) => `"${n}"`).join(', ')} from ${cwd}`,
    { hint: `Install it in the project: npm install --save-dev ${suggested}` },
  );
}
