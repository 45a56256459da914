import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRegistry, CHECKER_API_VERSION, isSynthesisError, type AnyChecker } from '@synthesis/core';
import { configSchema } from '../src/config/config-schema.js';
import { findConfig } from '../src/config/find-config.js';
import { loadConfig } from '../src/config/load-config.js';
import { validateConfig } from '../src/config/validate-config.js';
import { checkOptionsFromConfig, rulesToDisabled } from '../src/config/rules-to-disabled.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'synthesis-config-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

async function configError(rel: string, text: string): Promise<{ code: string; message: string; hint?: string }> {
  write(rel, text);
  try {
    await loadConfig({ cwd: root });
  } catch (error) {
    if (isSynthesisError(error)) return { code: error.code, message: error.message, hint: error.hint };
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

describe('config schema', () => {
  it('the published schemas/synthesis.config.schema.json equals the schema the runner embeds', () => {
    const published = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/synthesis.config.schema.json'), 'utf8')) as unknown;
    expect(published).toEqual(JSON.parse(JSON.stringify(configSchema)));
  });

  it('accepts the full example in the README, which sets every top-level key', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Config file'));
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!) as Record<string, unknown>;
    expect(validateConfig(example, 'README.md')).toEqual(example);
    expect(Object.keys(example).sort()).toEqual(Object.keys(configSchema.properties).sort());
  });
});

describe('finding the config', () => {
  it('finds the nearest config upward and prefers .json over .mjs over .js in one directory', () => {
    write('synthesis.config.js', 'module.exports = {};');
    write('synthesis.config.mjs', 'export default {};');
    mkdirSync(path.join(root, 'a/b/c'), { recursive: true });
    expect(findConfig(path.join(root, 'a/b/c'))).toBe(path.join(root, 'synthesis.config.mjs'));
    const nearer = write('a/synthesis.config.json', '{}');
    expect(findConfig(path.join(root, 'a/b/c'))).toBe(nearer);
  });

  it('returns an empty config when there is none', async () => {
    // The temp dir's ancestors (/tmp, /) hold no config either.
    expect(await loadConfig({ cwd: root })).toEqual({ path: null, config: {} });
  });
});

describe('loading', () => {
  it('loads JSON, validates it and resolves paths against the config file directory', async () => {
    const file = write('proj/synthesis.config.json', JSON.stringify({
      $schema: './node_modules/@synthesis/runner/synthesis.config.schema.json',
      plugins: ['emotional-depth', './checks/local.mjs', '@acme/tone'],
      options: { topic_pivot: { similarityThreshold: 0.4 } },
      rules: { 'agency/directive-should': 'off' },
      cases: ['data/a.jsonl', 'data/b.jsonl'],
      schema: 'schemas/case.json',
      out: 'out/report.json',
      failOn: 2,
      reporters: ['console', 'json'],
    }));
    mkdirSync(path.join(root, 'proj/sub'));
    const loaded = await loadConfig({ cwd: path.join(root, 'proj/sub') });
    const dir = path.join(root, 'proj');
    expect(loaded.path).toBe(file);
    expect(loaded.config).toEqual({
      $schema: './node_modules/@synthesis/runner/synthesis.config.schema.json',
      plugins: ['emotional-depth', path.join(dir, 'checks/local.mjs'), '@acme/tone'],
      options: { topic_pivot: { similarityThreshold: 0.4 } },
      rules: { 'agency/directive-should': 'off' },
      cases: [path.join(dir, 'data/a.jsonl'), path.join(dir, 'data/b.jsonl')],
      schema: path.join(dir, 'schemas/case.json'),
      out: path.join(dir, 'out/report.json'),
      failOn: 2,
      reporters: ['console', 'json'],
    });
  });

  it('takes workers as a positive integer or "auto"', async () => {
    write('workers/synthesis.config.json', '{"workers": "auto"}');
    expect((await loadConfig({ cwd: path.join(root, 'workers') })).config).toEqual({ workers: 'auto' });
    write('workers/synthesis.config.json', '{"workers": 3}');
    expect((await loadConfig({ cwd: path.join(root, 'workers') })).config).toEqual({ workers: 3 });
  });

  it('loads an ES module config (default export) and a CommonJS .js config', async () => {
    write('esm/synthesis.config.mjs', 'export default { failOn: 1, cases: "cases.jsonl" };');
    expect((await loadConfig({ cwd: path.join(root, 'esm') })).config).toEqual({ failOn: 1, cases: path.join(root, 'esm/cases.jsonl') });
    write('cjs/synthesis.config.js', 'module.exports = { failOn: 3 };');
    expect((await loadConfig({ cwd: path.join(root, 'cjs') })).config).toEqual({ failOn: 3 });
  });

  it('says a --config directory is a directory, and names the config file inside it', async () => {
    mkdirSync(path.join(root, 'empty'));
    await expect(loadConfig({ cwd: root, path: 'empty' })).rejects.toMatchObject({
      code: 'SYNTHESIS_CONFIG_NOT_FOUND',
      message: `Config path is a directory, not a file: ${path.join(root, 'empty')}`,
      hint: 'Give --config a synthesis.config.json, .mjs or .js file, e.g. --config empty/synthesis.config.json.',
    });
    write('proj/synthesis.config.mjs', 'export default {};');
    await expect(loadConfig({ cwd: root, path: 'proj' })).rejects.toMatchObject({
      hint: 'Give --config a synthesis.config.json, .mjs or .js file: --config proj/synthesis.config.mjs.',
    });
  });

  it('loads an explicit --config path relative to cwd, and fails clearly when it is missing', async () => {
    const file = write('conf/ci.json', '{"failOn": 0}');
    expect(await loadConfig({ cwd: root, path: 'conf/ci.json' })).toEqual({ path: file, config: { failOn: 0 } });
    await expect(loadConfig({ cwd: root, path: 'conf/nope.json' })).rejects.toMatchObject({
      code: 'SYNTHESIS_CONFIG_NOT_FOUND',
      message: `Config file not found: ${path.join(root, 'conf/nope.json')}`,
    });
  });
});

describe('errors name the file, the key path and the value', () => {
  const table: [string, string, string][] = [
    ['negative failOn', '{"failOn": -1}', 'synthesis.config.json: /failOn must be integer >= 0 (got -1)'],
    ['fractional failOn', '{"failOn": 1.5}', 'synthesis.config.json: /failOn must be integer >= 0 (got 1.5)'],
    ['failOn as a string', '{"failOn": "3"}', 'synthesis.config.json: /failOn must be integer >= 0 (got "3")'],
    ['workers 0', '{"workers": 0}', 'synthesis.config.json: /workers must be integer >= 1 or "auto" (got 0)'],
    ['workers as another word', '{"workers": "all"}', 'synthesis.config.json: /workers must be integer >= 1 or "auto" (got "all")'],
    ['workers as a numeric string', '{"workers": "2"}', 'synthesis.config.json: /workers must be integer >= 1 or "auto" (got "2")'],
    ['a typo in a key', '{"fail_on": 3}', 'synthesis.config.json: /fail_on is not a known key (got 3). Did you mean "failOn"?'],
    ['a key like no known one', '{"colour": true}', 'synthesis.config.json: /colour is not a known key (got true). Known keys: $schema, plugins, options, rules, cases, schema, out, failOn, workers, reporters.'],
    ['a rule toggle that is not off/on', '{"rules": {"agency/directive-should": "disabled"}}',
      'synthesis.config.json: /rules/agency~1directive-should must be one of "off", "on" (got "disabled")'],
    ['a rule key that is not a rule id', '{"rules": {"directive-should": "off"}}',
      'synthesis.config.json: /rules key "directive-should" must be a rule id such as "agency/directive-should"'],
    ['a check name that is not snake_case', '{"options": {"topic-pivot": {}}}',
      'synthesis.config.json: /options key "topic-pivot" must be a snake_case check name such as "topic_pivot"'],
    ['options that are not an object', '{"options": {"topic_pivot": 0.2}}', 'synthesis.config.json: /options/topic_pivot must be object (got 0.2)'],
    ['cases as a number', '{"cases": 3}', 'synthesis.config.json: /cases must be string or array (got 3)'],
    ['a plugin that is not a string', '{"plugins": ["ok", 7]}', 'synthesis.config.json: /plugins/1 must be string (got 7)'],
    ['a config that is a list', '[]', 'synthesis.config.json: / must be object (got [])'],
    ['a reporter typo', '{"reporters": ["console", "jsn"]}', 'synthesis.config.json: /reporters/1 must be one of "console", "json" (got "jsn"). Did you mean "json"?'],
    ['a reporter module (reporters are built in)', '{"reporters": ["./my-reporter.mjs"]}',
      'synthesis.config.json: /reporters/0 must be one of "console", "json" (got "./my-reporter.mjs")'],
  ];
  for (const [what, text, message] of table) {
    it(what, async () => {
      const e = await configError('synthesis.config.json', text);
      expect(e.code).toBe('SYNTHESIS_CONFIG_INVALID');
      expect(e.message).toBe(message);
    });
  }

  it('points the hint at the schema an installed runner ships, not a repo-only path', async () => {
    const e = await configError('synthesis.config.json', '{"failOn": -1}');
    expect(e.hint).toBe('See @synthesis/runner/synthesis.config.schema.json (node_modules/@synthesis/runner/dist/synthesis.config.schema.json; point "$schema" at it for editor help) for every key the config accepts.');
  });

  it('broken JSON', async () => {
    const e = await configError('synthesis.config.json', '{"failOn": 1,}');
    expect(e.code).toBe('SYNTHESIS_CONFIG_INVALID');
    expect(e.message).toMatch(/^synthesis\.config\.json: not valid JSON: /);
  });

  it('a module config without a default export', async () => {
    const e = await configError('synthesis.config.mjs', 'export const failOn = 1;');
    expect(e.message).toBe('synthesis.config.mjs: must have a default export (export default { ... })');
  });

  it('names a config found upward by its path relative to cwd', async () => {
    write('synthesis.config.json', '{"out": 5}');
    mkdirSync(path.join(root, 'deep'));
    await expect(loadConfig({ cwd: path.join(root, 'deep') })).rejects.toMatchObject({
      message: '../synthesis.config.json: /out must be string (got 5)',
    });
  });
});

function fakeChecker(name: string, ruleIds: string[]): AnyChecker {
  return {
    apiVersion: CHECKER_API_VERSION,
    meta: {
      name, version: '1.0.0', description: name, inputs: ['assistant'], defaultOptions: {},
      optionsSchema: {
        type: 'object',
        additionalProperties: false,
        properties: { disabledRules: { type: 'array', items: { type: 'string' } }, minDepth: { type: 'integer', minimum: 1, maximum: 5 } },
      },
      rules: ruleIds.map((id) => ({ id, kind: 'k', pattern: /x/i, rationale: 'r' })),
    },
    check: () => ({ pass: true, applicable: true, findings: [] }),
  };
}

describe('rule toggles', () => {
  const registry = createRegistry([
    fakeChecker('agency_language', ['agency/directive-should', 'agency/choice-offer']),
    fakeChecker('emotional_depth', ['depth/surface-sorry']),
  ]);

  it('groups "off" rules by the check that owns them and ignores "on"', () => {
    expect(rulesToDisabled({ 'agency/directive-should': 'off', 'depth/surface-sorry': 'off', 'agency/choice-offer': 'on' }, registry))
      .toEqual({ agency_language: ['agency/directive-should'], emotional_depth: ['depth/surface-sorry'] });
    expect(rulesToDisabled(undefined, registry)).toEqual({});
  });

  it('rejects an unknown rule id with a suggestion, naming the file and the key', () => {
    expect(() => rulesToDisabled({ 'agency/directive-shuold': 'off' }, registry, 'ci.json')).toThrowError(
      'ci.json: /rules/agency~1directive-shuold is not a rule of any loaded checker (got "off"). Did you mean "agency/directive-should"?',
    );
  });

  it('merges options and rule toggles into per-check options', () => {
    const config = {
      options: { agency_language: { disabledRules: ['agency/choice-offer'] }, emotional_depth: { minDepth: 2 } },
      rules: { 'agency/directive-should': 'off' as const },
    };
    expect(checkOptionsFromConfig(config, registry)).toEqual({
      agency_language: { disabledRules: ['agency/choice-offer', 'agency/directive-should'] },
      emotional_depth: { minDepth: 2 },
    });
    expect(() => checkOptionsFromConfig({ options: { emotional_dept: {} } }, registry)).toThrowError(/Did you mean "emotional_depth"/);
  });

  it('shows a value JSON cannot write as it is: NaN from a JavaScript config, not null', () => {
    expect(() => checkOptionsFromConfig({ options: { emotional_depth: { minDepth: NaN } } }, registry)).toThrowError(/\/minDepth must be [a-z ]+ \(got NaN\)$/);
  });
});

describe('options and rule errors found once the checkers are loaded name the file and the key', () => {
  const registry = createRegistry([
    fakeChecker('agency_language', ['agency/directive-should']),
    fakeChecker('emotional_depth', ['depth/surface-sorry']),
  ]);

  async function optionsError(text: string): Promise<{ code: string; message: string; hint?: string }> {
    write('proj/synthesis.config.json', text);
    const { config } = await loadConfig({ cwd: path.join(root, 'proj') });
    try {
      checkOptionsFromConfig(config, registry);
    } catch (error) {
      if (isSynthesisError(error)) return { code: error.code, message: error.message, hint: error.hint };
      throw error;
    }
    throw new Error('expected checkOptionsFromConfig to fail');
  }

  const table: [string, string, string, string][] = [
    ['an option out of range', '{"options": {"emotional_depth": {"minDepth": 9}}}',
      'synthesis.config.json: /options/emotional_depth/minDepth must be <= 5 (got 9)',
      'See the emotional_depth README for its options (disabledRules, minDepth).'],
    ['an option the checker does not have', '{"options": {"emotional_depth": {"depth": 2}}}',
      'synthesis.config.json: /options/emotional_depth/depth is not a known option (known: disabledRules, minDepth) (got 2)',
      'See the emotional_depth README for its options (disabledRules, minDepth).'],
    ['options for a check with a typo', '{"options": {"emotional_dept": {}}}',
      'synthesis.config.json: /options/emotional_dept is not a known check (got {}). Did you mean "emotional_depth"?',
      'options are keyed by check name (agency_language, emotional_depth); a plugin\'s checks are known once it is in "plugins" or given with --plugin.'],
    ['options for a check nobody registered', '{"options": {"tone": {}}}',
      'synthesis.config.json: /options/tone is not a known check (got {}). Known checks: agency_language, emotional_depth.',
      'options are keyed by check name (agency_language, emotional_depth); a plugin\'s checks are known once it is in "plugins" or given with --plugin.'],
    ['a disabled rule the check does not have', '{"options": {"agency_language": {"disabledRules": ["agency/directive-shuold"]}}}',
      'synthesis.config.json: /options/agency_language/disabledRules/0 is not a rule of agency_language (got "agency/directive-shuold"). Did you mean "agency/directive-should"?',
      'The agency_language README lists its rules; to switch a rule off you can also write "rules": { "<rule id>": "off" }.'],
    ['a rule toggle with a typo', '{"rules": {"agency/directive-shuold": "off"}}',
      'synthesis.config.json: /rules/agency~1directive-shuold is not a rule of any loaded checker (got "off"). Did you mean "agency/directive-should"?',
      'Rule ids come from the loaded checkers (agency_language, emotional_depth); each checker\'s README lists its rules.'],
  ];
  it.each(table)('%s', async (_what, text, message, hint) => {
    expect(await optionsError(text)).toEqual({ code: 'SYNTHESIS_CONFIG_INVALID', message, hint });
  });
});
