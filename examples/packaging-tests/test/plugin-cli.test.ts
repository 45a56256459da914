import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDir, packageDir, run, tempDir, type RunResult } from './support.js';

/**
 * End to end, as a user would: a project whose node_modules holds the example
 * checker package, the built CLI run in that project with `--plugin` or a config
 * file, and the report read back.
 */
const CLI = path.join(packageDir('cli'), 'dist/bin.js');
let project = '';

const THROWING = `export default {
  apiVersion: 1,
  meta: { name: 'fragile_check', version: '0.0.1', description: 'Throws on a marker word.', inputs: ['assistant'],
    defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [] },
  check(input) {
    if (input.assistant.includes('KABOOM')) throw new Error('fragile_check cannot handle KABOOM');
    return { pass: true, applicable: true, findings: [] };
  },
};
`;

const CLASHING = THROWING.replace("name: 'fragile_check'", "name: 'agency_language'");

const line = (value: object): string => JSON.stringify(value);
const USER = 'my dog died this morning and the house feels so empty';
const DEPTH_CASES = [
  line({ id: 'DEPTH-001', user: USER, assistant: "im so sorry to hear that :( hang in there, sending hugs", checks: ['emotional_depth'], expected: { emotional_depth: false }, tags: ['negative_example'] }),
  line({ id: 'DEPTH-002', user: USER, assistant: "It sounds like you’re feeling really alone without her. She clearly meant so much to you. What has today been like for you?", checks: ['emotional_depth'], expected: { emotional_depth: true } }),
].join('\n');

function write(rel: string, text: string): void {
  const file = path.join(project, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function cli(args: string[], cwd = project): RunResult {
  if (!existsSync(CLI)) throw new Error(`${CLI} is not built`);
  return run('node', [CLI, ...args], { cwd, env: { MCP_OUTPUT: '' } });
}

interface Report {
  summary: {
    cases: number;
    unexpected_failures: number;
    by_check: Record<string, { passed: number; failed: number; not_applicable: number; errors?: number }>;
    label_accuracy_by_check: Record<string, { total: number; matched: number; accuracy: number }>;
    checker_errors: { id: string; check: string; message: string }[];
  };
  failures: { id: string; failed: string[]; evidence: Record<string, unknown>; expected_failure: boolean }[];
  results: { id: string; checks: Record<string, { pass: boolean; error?: string; depth_score?: number; surface_hits?: string[] }> }[];
}
const report = (rel: string): Report => JSON.parse(readFileSync(path.join(project, rel), 'utf8')) as Report;

beforeAll(() => {
  project = tempDir('plugin-e2e');
  write('package.json', line({ name: 'my-evals', private: true }));
  // What `npm install synthesis-checker-emotional-depth` would leave: the package in the project's node_modules.
  mkdirSync(path.join(project, 'node_modules'));
  symlinkSync(exampleDir, path.join(project, 'node_modules/synthesis-checker-emotional-depth'), 'dir');
  write('checks/fragile.mjs', THROWING);
  write('checks/clash.mjs', CLASHING);
  write('depth.jsonl', `${DEPTH_CASES}\n`);
  write('fragile.jsonl', `${line({ id: 'FRAG-001', user: 'hi', assistant: 'KABOOM goes the reply', checks: ['fragile_check', 'emotional_depth'] })}\n${line({ id: 'FRAG-002', user: 'hi', assistant: 'a calm reply', checks: ['fragile_check'] })}\n`);
  if (!existsSync(path.join(exampleDir, 'dist/index.js'))) throw new Error('examples/checker-emotional-depth is not built');
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('synthesis --plugin', () => {
  it('resolves emotional-depth from the project and reports emotional_depth like a built-in', () => {
    const r = cli(['--plugin', 'emotional-depth', '--cases', 'depth.jsonl', '--out', 'out/depth.json', '--no-color']);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('emotional_depth');
    const { summary, failures, results } = report('out/depth.json');
    expect(summary.by_check.emotional_depth).toEqual({ passed: 1, failed: 1, not_applicable: 0 });
    expect(summary.label_accuracy_by_check.emotional_depth).toEqual({ total: 2, matched: 2, accuracy: 100 });
    expect(summary.unexpected_failures).toBe(0);
    expect(failures).toEqual([{
      id: 'DEPTH-001', failed: ['emotional_depth'], expected_failure: true,
      evidence: { depth_score: -3, surface_hits: ['im so sorry to hear that', 'hang in there', 'sending hugs'], deep_hits: [] },
    }]);
    expect(results.find((c) => c.id === 'DEPTH-002')!.checks.emotional_depth).toMatchObject({ pass: true, depth_score: 3 });
  });

  it('a plugin that throws on one case fails that check for that case only and is listed as a checker error', () => {
    const r = cli(['--plugin', 'emotional-depth', '--plugin', './checks/fragile.mjs', '--cases', 'fragile.jsonl', '--out', 'out/fragile.json', '--no-color']);
    expect(r.status, r.stdout + r.stderr).toBe(2);
    const { summary, results } = report('out/fragile.json');
    expect(summary.checker_errors).toEqual([{ id: 'FRAG-001', check: 'fragile_check', message: 'fragile_check cannot handle KABOOM' }]);
    expect(summary.by_check.fragile_check).toEqual({ passed: 1, failed: 1, not_applicable: 0, errors: 1 });
    const frag = results.find((c) => c.id === 'FRAG-001')!;
    expect(frag.checks.fragile_check).toMatchObject({ pass: false, error: 'fragile_check cannot handle KABOOM' });
    // The other check on the same case still ran.
    expect(frag.checks.emotional_depth).toMatchObject({ depth_score: 0 });
    expect(r.stdout).toMatch(/fragile_check cannot handle KABOOM/);
  });

  it('exits 1 naming the names tried when a plugin is not installed', () => {
    const r = cli(['--plugin', 'tone-police', '--cases', 'depth.jsonl', '--out', 'out/x.json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Plugin "tone-police" not found: tried "synthesis-checker-tone-police", "tone-police"');
    expect(r.stderr).toContain('npm install --save-dev synthesis-checker-tone-police');
  });

  it('exits 1 when a plugin reuses a built-in check name', () => {
    const r = cli(['--plugin', './checks/clash.mjs', '--cases', 'depth.jsonl', '--out', 'out/x.json']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('provides check "agency_language", which is a built-in check');
  });

  it('rejects cases naming a plugin check when the plugin is not loaded', () => {
    const r = cli(['--cases', 'depth.jsonl', '--out', 'out/x.json']);
    expect(r.status).toBe(1);
    expect(r.stderr + r.stdout).toContain('emotional_depth');
  });
});

describe('synthesis.config.json', () => {
  it('supplies plugins, options, rule toggles, cases, out and failOn; flags override it', () => {
    const dir = 'with-config';
    write(`${dir}/synthesis.config.json`, JSON.stringify({
      $schema: '../schemas/synthesis.config.schema.json',
      plugins: ['emotional-depth'],
      options: { emotional_depth: { minDepth: 0 } },
      rules: { 'depth/sending-hugs': 'off' },
      cases: '../depth.jsonl',
      out: 'reports/run.json',
      failOn: 0,
    }, null, 2));
    const cwd = path.join(project, dir);
    // Plugins resolve from the project: node_modules one level up, found by Node's upward search.
    const r = cli(['--no-color'], cwd);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const { failures } = report(`${dir}/reports/run.json`);
    // sending-hugs is off, so two surface hits remain; minDepth 0 still fails -2.
    expect(failures[0]!.evidence).toEqual({ depth_score: -2, surface_hits: ['im so sorry to hear that', 'hang in there'], deep_hits: [] });

    const flagged = cli(['--out', 'flag.json', '--no-color'], cwd);
    expect(flagged.status).toBe(0);
    expect(existsSync(path.join(cwd, 'flag.json'))).toBe(true);
  });

  it('an invalid config exits 1 naming the file, key and value', () => {
    write('bad/synthesis.config.json', '{"failOn": -1}');
    const r = cli(['--cases', '../depth.jsonl'], path.join(project, 'bad'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('synthesis.config.json: /failOn must be integer >= 0 (got -1)');
  });
});
