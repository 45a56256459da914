import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSynthesisError, runCheck, type AnyChecker } from '@synthesis/core';
import { loadPlugins } from '../src/plugins/load-plugins.js';

/** A checker as a plugin author would write it in plain JavaScript, without importing core. */
function checkerSource(name: string, word: string, apiVersion = 1): string {
  return `{
  apiVersion: ${apiVersion},
  meta: {
    name: ${JSON.stringify(name)}, version: '1.0.0', description: 'Flags the word ${word}.',
    inputs: ['assistant'], defaultOptions: {}, optionsSchema: { type: 'object' },
    rules: [{ id: '${name}/${word}', kind: 'word', pattern: /\\b${word}\\b/i, rationale: 'Test rule.' }],
  },
  check(input) {
    const m = /\\b${word}\\b/i.exec(input.assistant);
    const findings = m ? [{ ruleId: '${name}/${word}', kind: 'word', field: 'assistant', start: m.index, end: m.index + m[0].length, actual: m[0] }] : [];
    return { pass: findings.length === 0, applicable: true, findings };
  },
}`;
}

let project: string;
let elsewhere: string;

function write(rel: string, text: string): void {
  const file = path.join(project, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function pkg(dir: string, manifest: Record<string, unknown>, files: Record<string, string>): void {
  write(`${dir}/package.json`, JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) write(`${dir}/${name}`, text);
}

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'synthesis-plugins-'));
  elsewhere = mkdtempSync(path.join(os.tmpdir(), 'synthesis-plugins-empty-'));
  write('package.json', JSON.stringify({ name: 'app', private: true }));
  // ESM package with an exports map offering import and require builds.
  pkg('node_modules/synthesis-checker-shout', {
    name: 'synthesis-checker-shout', type: 'module',
    exports: { '.': { import: './index.js', require: './index.cjs' } },
  }, {
    'index.js': `export default ${checkerSource('shout', 'loud')};`,
    'index.cjs': `module.exports = ${checkerSource('shout_cjs_build', 'loud')};`,
  });
  // Scoped, named `checker` export, ESM only (no require condition).
  pkg('node_modules/@acme/synthesis-checker-tone', { name: '@acme/synthesis-checker-tone', type: 'module', exports: { import: './main.js' } }, {
    'main.js': `export const checker = ${checkerSource('acme_tone', 'tone')};`,
  });
  // Plain CommonJS: module.exports = checker.
  pkg('node_modules/synthesis-checker-legacy', { name: 'synthesis-checker-legacy', main: 'lib.js' }, {
    'lib.js': `module.exports = ${checkerSource('legacy', 'old')};`,
  });
  // Transpiled CommonJS: exports.default with __esModule.
  pkg('node_modules/synthesis-checker-babel', { name: 'synthesis-checker-babel', main: 'lib.js' }, {
    'lib.js': `Object.defineProperty(exports, '__esModule', { value: true }); exports.default = ${checkerSource('babel', 'babel')};`,
  });
  // A package without the prefix, found by its bare name.
  pkg('node_modules/plain-checks', { name: 'plain-checks', type: 'module', main: 'index.js' }, {
    'index.js': `export default [${checkerSource('plain_one', 'one')}, ${checkerSource('plain_two', 'two')}];`,
  });
  pkg('node_modules/synthesis-checker-future', { name: 'synthesis-checker-future', type: 'module', main: 'index.js' }, {
    'index.js': `export default ${checkerSource('future', 'later', 2)};`,
  });
  pkg('node_modules/synthesis-checker-clash', { name: 'synthesis-checker-clash', type: 'module', main: 'index.js' }, {
    'index.js': `export default ${checkerSource('agency_language', 'clash')};`,
  });
  pkg('node_modules/synthesis-checker-shout-again', { name: 'synthesis-checker-shout-again', type: 'module', main: 'index.js' }, {
    'index.js': `export default ${checkerSource('shout', 'again')};`,
  });
  pkg('node_modules/synthesis-checker-broken', { name: 'synthesis-checker-broken', type: 'module', main: 'index.js' }, {
    'index.js': 'export default {{ not javascript',
  });
  pkg('node_modules/synthesis-checker-nothing', { name: 'synthesis-checker-nothing', type: 'module', main: 'index.js' }, {
    'index.js': 'export const unrelated = 42;',
  });
  // Installed but never built: the manifest points at a dist/ that is not there.
  pkg('node_modules/synthesis-checker-unbuilt', { name: 'synthesis-checker-unbuilt', type: 'module', exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } } }, {
    'src/index.ts': 'export default {};',
  });
  pkg('local/unbuilt-dir', { name: 'local-unbuilt', type: 'module', main: './dist/index.js' }, {});
  write('local/my-check.mjs', `export default ${checkerSource('local_check', 'here')};`);
  pkg('local/pkg-dir', { name: 'local-pkg', type: 'module', exports: './dist/entry.js' }, {
    'dist/entry.js': `export default ${checkerSource('local_dir', 'dir')};`,
  });
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(elsewhere, { recursive: true, force: true });
});

async function failure(specs: string[], builtins?: string[]): Promise<{ code: string; message: string; hint?: string; cause?: unknown }> {
  try {
    await loadPlugins(specs, { cwd: project, ...(builtins ? { builtins } : {}) });
  } catch (error) {
    if (isSynthesisError(error)) return { code: error.code, message: error.message, hint: error.hint, cause: error.cause };
    throw error;
  }
  throw new Error('expected loadPlugins to fail');
}

const names = (checkers: AnyChecker[]): string[] => checkers.map((c) => c.meta.name);

describe('loadPlugins resolution', () => {
  it('resolves a short name to synthesis-checker-<name> and imports its ESM build', async () => {
    const [shout] = await loadPlugins(['shout'], { cwd: project });
    expect(shout!.meta.name).toBe('shout');
    const result = runCheck(shout!, { user: '', assistant: 'that is LOUD' });
    expect(result.pass).toBe(false);
    expect(result.findings[0]).toMatchObject({ ruleId: 'shout/loud', start: 8, end: 12, actual: 'LOUD' });
  });

  it('accepts the full name, scoped short names and named `checker` exports of ESM-only packages', async () => {
    expect(names(await loadPlugins(['synthesis-checker-shout', '@acme/tone'], { cwd: project }))).toEqual(['shout', 'acme_tone']);
    expect(names(await loadPlugins(['@acme/synthesis-checker-tone'], { cwd: project }))).toEqual(['acme_tone']);
  });

  it('accepts CommonJS module.exports and transpiled exports.default', async () => {
    expect(names(await loadPlugins(['legacy', 'babel'], { cwd: project }))).toEqual(['legacy', 'babel']);
  });

  it('falls back to the bare name and accepts a list of checkers', async () => {
    expect(names(await loadPlugins(['plain-checks'], { cwd: project }))).toEqual(['plain_one', 'plain_two']);
  });

  it('loads a file path and a package directory relative to cwd', async () => {
    expect(names(await loadPlugins(['./local/my-check.mjs', './local/pkg-dir'], { cwd: project }))).toEqual(['local_check', 'local_dir']);
    const abs = path.join(project, 'local/my-check.mjs');
    expect(names(await loadPlugins([abs], { cwd: elsewhere }))).toEqual(['local_check']);
  });

  it('loads the same package once when named twice', async () => {
    expect(names(await loadPlugins(['shout', 'synthesis-checker-shout'], { cwd: project }))).toEqual(['shout']);
  });
});

describe('loadPlugins errors', () => {
  it('reports a missing plugin with every name tried, the directory searched and an install hint', async () => {
    const e = await failure(['emotional-depth']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_NOT_FOUND');
    expect(e.message).toBe(`Plugin "emotional-depth" not found: tried "synthesis-checker-emotional-depth", "emotional-depth" from ${project}`);
    expect(e.hint).toBe('Install it in the project: npm install --save-dev synthesis-checker-emotional-depth');
  });

  it('resolves from the project directory, not from where the loader is installed', async () => {
    await expect(loadPlugins(['shout'], { cwd: elsewhere })).rejects.toMatchObject({ code: 'SYNTHESIS_PLUGIN_NOT_FOUND' });
  });

  it('tells an installed but unbuilt package from a missing one, naming the entry it lacks', async () => {
    const e = await failure(['unbuilt']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_INVALID');
    expect(e.message).toBe(`Plugin "synthesis-checker-unbuilt" is installed at ${path.join(project, 'node_modules/synthesis-checker-unbuilt')}, but its entry ./dist/index.js does not exist`);
    expect(e.hint).toContain('Build the plugin');
    const local = await failure(['./local/unbuilt-dir']);
    expect(local.message).toBe(`Plugin "./local/unbuilt-dir" is a package at ${path.join(project, 'local/unbuilt-dir')}, but its entry ./dist/index.js does not exist`);
  });

  it('reports a missing path with the absolute path', async () => {
    const e = await failure(['./nope/check.js']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_NOT_FOUND');
    expect(e.message).toContain(path.join(project, 'nope/check.js'));
  });

  it('rejects an incompatible apiVersion', async () => {
    const e = await failure(['future']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_API_VERSION');
    expect(e.message).toContain('"synthesis-checker-future" (future) is written for checker apiVersion number 2');
  });

  it('rejects a module that exports no checker', async () => {
    const e = await failure(['nothing']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_INVALID');
    expect(e.message).toContain('Plugin "synthesis-checker-nothing" does not export a checker: expected an object { apiVersion, meta, check } (got an object with keys unrelated)');
  });

  it('wraps an import failure and keeps its cause', async () => {
    const e = await failure(['broken']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_INVALID');
    expect(e.message).toMatch(/^Plugin "synthesis-checker-broken" could not be loaded from .*index\.js: /);
    expect(e.cause).toBeInstanceOf(SyntaxError);
  });

  it('rejects a check name that collides with a built-in', async () => {
    const e = await failure(['clash'], ['agency_language', 'unverifiable_reassurance', 'topic_pivot']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_NAME_COLLISION');
    expect(e.message).toBe('Plugin "synthesis-checker-clash" provides check "agency_language", which is a built-in check');
  });

  it('rejects a check name that two plugins provide', async () => {
    const e = await failure(['shout', 'shout-again']);
    expect(e.code).toBe('SYNTHESIS_PLUGIN_NAME_COLLISION');
    expect(e.message).toBe('Plugin "synthesis-checker-shout-again" provides check "shout", already provided by plugin "synthesis-checker-shout"');
  });
});
