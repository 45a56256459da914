import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, PLUGIN, workdir } from './run-cli.js';

const line = (o: object): string => `${JSON.stringify(o)}\n`;
const good = (id: string, extra: object = {}) => line({ id, user: 'why?', assistant: 'because it helps.', checks: ['no_bang', 'answers_q'], ...extra });

function noStack(stderr: string): void {
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('exit codes and --fail-on', () => {
  it('exits 0 with no unexpected failure and writes the report', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('OK-1') + good('OK-2', { assistant: 'Wow!', tags: ['negative_example'] }));
    const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Synthesis: 2 cases, pass rate 50.0% (1 passed, 1 failed)');
    expect(r.stdout).toContain('Report: out/report.json');
    expect(JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')).summary.expected_failures).toBe(1);
  });

  it('exits 2 when unexpected failures exceed --fail-on, 0 when within it', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('F-1', { assistant: 'No!' }) + good('F-2', { assistant: 'Stop!' }));
    expect(cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN], { cwd: dir }).status).toBe(2);
    expect(cli(['eval', '--cases', 'cases.jsonl', '--plugin', PLUGIN, '--fail-on', '1'], { cwd: dir }).status).toBe(2);
    expect(cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, '--fail-on', '2'], { cwd: dir }).status).toBe(0);
  });

  it('combines repeated --cases and brace globs, each file once', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'a.jsonl'), good('A-1'));
    writeFileSync(join(dir, 'b.jsonl'), good('B-1'));
    writeFileSync(join(dir, 'c.jsonl'), good('C-1'));
    const ids = (args: string[]): string[] => {
      expect(cli([...args, '--plugin', PLUGIN], { cwd: dir }).status).toBe(0);
      return JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')).results.map((r: { id: string }) => r.id);
    };
    expect(ids(['--cases', 'a.jsonl', '--cases', 'c.jsonl'])).toEqual(['A-1', 'C-1']);
    expect(ids(['--cases', '{a,b}.jsonl'])).toEqual(['A-1', 'B-1']);
    expect(ids(['--cases', 'b.jsonl', '--cases', '*.jsonl'])).toEqual(['B-1', 'A-1', 'C-1']);
  });

  it.each([['-1'], ['abc'], ['1.5'], ['']])('rejects --fail-on %j as a usage error (exit 1, one line)', (value) => {
    const r = cli(['--fail-on', value], { cwd: workdir() });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^synthesis: option '--fail-on <n>' argument .* is invalid\. must be a non-negative integer .*\(see synthesis eval --help\)\n$/);
  });

  it('rejects an unknown option in one line, suggesting the right one', () => {
    const r = cli(['--case', 'x.jsonl'], { cwd: workdir() });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^synthesis: unknown option '--case'.*--cases.*see synthesis/);
  });
});

describe('bad input: exit 1, a clear message, no stack, previous report untouched', () => {
  const cases: [string, string | Buffer, RegExp][] = [
    ['invalid JSON', '{"id": "X-1",\n', /^synthesis: 1 problem in the cases:\ncases\.jsonl:1: invalid JSON: /],
    ['a non-object line', '[1, 2]\n', /cases\.jsonl:1: must be a JSON object \(got an array\)/],
    ['a schema violation', line({ id: 'x-1', user: 'u', assistant: 'a', checks: ['no_bang'] }), /cases\.jsonl:1: \[x-1\] \/id must match pattern "\^\[A-Z\]\+-\[0-9\]\+\$" \(got "x-1"\)/],
    ['an unknown check', line({ id: 'X-1', user: 'u', assistant: 'a', checks: ['no_bangg'] }),
      /cases\.jsonl:1: \[X-1\] \/checks\/0 must be one of agency_language, unverifiable_reassurance, topic_pivot, no_bang, answers_q \(got "no_bangg"\)\. Did you mean "no_bang"\?/],
    ['a duplicate id', good('X-1') + good('X-1'), /cases\.jsonl:2: \[X-1\] \/id duplicate id \(first used at cases\.jsonl:1\)/],
    ['invalid UTF-8', Buffer.from([0x7b, 0xc3, 0x28, 0x7d, 0x0a]), /cases\.jsonl:1: is not valid UTF-8/],
  ];
  it.each(cases)('%s', (_name, content, message) => {
    const dir = workdir();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out/report.json'), '{"previous": true}');
    writeFileSync(join(dir, 'cases.jsonl'), content);
    const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('hint: Fix the lines above and run again; no report was written.');
    noStack(r.stderr);
    expect(readdirSync(join(dir, 'out'))).toEqual(['report.json']);
    expect(readFileSync(join(dir, 'out/report.json'), 'utf8')).toBe('{"previous": true}');
  });

  it('collects all errors, lists 20 and counts the rest', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), `${good('A-1')}${'nope\n'.repeat(24)}`);
    const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN], { cwd: dir });
    expect(r.stderr).toMatch(/^synthesis: 24 problems in the cases:\n/);
    expect(r.stderr).toContain('cases.jsonl:21: invalid JSON');
    expect(r.stderr).not.toContain('cases.jsonl:22:');
    expect(r.stderr).toContain('… and 4 more errors');
  });

  it('a missing cases file, a missing explicit schema, an unreadable schema', () => {
    const dir = workdir();
    const missing = cli(['--cases', 'nope.jsonl'], { cwd: dir });
    expect([missing.status, missing.stderr.split('\n')[0]]).toEqual([1, 'synthesis: Cases file not found: nope.jsonl']);
    writeFileSync(join(dir, 'c.jsonl'), good('A-1'));
    const schema = cli(['--cases', 'c.jsonl', '--schema', 'missing.json', '--plugin', PLUGIN], { cwd: dir });
    expect([schema.status, schema.stderr.split('\n')[0]]).toEqual([1, 'synthesis: Cannot read schema missing.json: ENOENT']);
    writeFileSync(join(dir, 'bad.json'), '{ nope');
    const bad = cli(['--cases', 'c.jsonl', '--schema', 'bad.json', '--plugin', PLUGIN], { cwd: dir });
    expect(bad.stderr).toMatch(/^synthesis: Schema bad\.json is not valid JSON/);
    for (const r of [missing, schema, bad]) noStack(r.stderr);
    expect(existsSync(join(dir, 'out'))).toBe(false); // no report, no temp file, and not the folder made for them
  });

  it('a plugin that cannot be found', () => {
    const r = cli(['--plugin', './no-such-plugin.mjs'], { cwd: workdir() });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^synthesis: .*no-such-plugin/);
    noStack(r.stderr);
  });
});

describe('inputs and outputs', () => {
  it('uses the bundled schema when the default path is absent, and data/evals.jsonl by default', () => {
    const dir = workdir();
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data/evals.jsonl'), good('D-1'));
    const r = cli(['--plugin', PLUGIN], { cwd: dir });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it('takes a directory or a quoted glob for --cases', () => {
    const dir = workdir('suite');
    const viaDir = cli(['--cases', '.', '--plugin', PLUGIN], { cwd: dir });
    expect(viaDir.stdout).toContain('Synthesis: 2 cases');
    const viaGlob = cli(['--cases', '*.jsonl', '--plugin', PLUGIN, '--out', 'r.json'], { cwd: dir });
    expect(viaGlob.stdout).toContain('Synthesis: 2 cases');
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')).results.map((x: { id: string }) => x.id)).toEqual(['SUITE-1', 'SUITE-2']);
  });

  it('MCP_OUTPUT=json puts only the artifact on stdout, the summary on stderr', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('M-1') + good('M-2', { assistant: 'no!' }));
    const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN], { cwd: dir, env: { MCP_OUTPUT: 'json' } });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      type: 'report', name: 'synthesis-eval', path: join(dir, 'out/report.json'),
      summary: { cases: 2, passed: 1, failed: 1, pass_rate: 50, expected_failures: 0, unexpected_failures: 1, label_accuracy: 100 },
    });
    expect(r.stderr).toContain('Synthesis: 2 cases');
  });

  it('applies rule toggles from a config file', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('C-1', { assistant: 'because!' }));
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ plugins: [PLUGIN], rules: { 'no-bang/bang': 'off' } }));
    expect(cli(['--cases', 'cases.jsonl'], { cwd: dir }).status).toBe(0);
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ plugins: [PLUGIN], rules: { 'no-bang/bangg': 'off' } }));
    const typo = cli(['--cases', 'cases.jsonl'], { cwd: dir });
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain('Did you mean "no-bang/bang"?');
  });
});

describe('topic_pivot options from a config file', () => {
  const pivotCase = line({ id: 'P-1', user: 'my dad died last week', assistant: 'That sounds so hard.', checks: ['topic_pivot'] });

  it('rejects a borderline threshold above the similarity threshold before any case runs, naming both values (exit 1)', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), pivotCase);
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ options: { topic_pivot: { similarityThreshold: 0.4, borderlineThreshold: 0.5 } } }));
    const r = cli(['--cases', 'cases.jsonl'], { cwd: dir });
    expect([r.status, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain('synthesis.config.json: /options/topic_pivot/borderlineThreshold must be <= similarityThreshold (0.4) (got 0.5)');
    expect(r.stderr).toContain('hint: A borderline pass lies between borderlineThreshold');
    noStack(r.stderr);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('takes equal thresholds', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), pivotCase);
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ options: { topic_pivot: { similarityThreshold: 0.4, borderlineThreshold: 0.4 } } }));
    const r = cli(['--cases', 'cases.jsonl', '--reporters', 'json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')).summary.cases).toBe(1);
  });
});

describe('reporters: what a run writes', () => {
  const suite = (): string => {
    const dir = workdir();
    // Six unexpected failures: the summary shows five and points to the rest.
    writeFileSync(join(dir, 'cases.jsonl'), ['R-1', 'R-2', 'R-3', 'R-4', 'R-5', 'R-6'].map((id) => good(id, { assistant: 'No!' })).join(''));
    return dir;
  };
  const run = (dir: string, args: string[], env: Record<string, string> = {}) => cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, ...args], { cwd: dir, env });

  it('--reporters json writes the report and prints nothing; the exit code still tells', () => {
    const dir = suite();
    const r = run(dir, ['--reporters', 'json']);
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', '']);
    expect(JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')).summary.unexpected_failures).toBe(6);
  });

  it('--reporters console prints the summary, writes no report, and says where the rest is not', () => {
    const dir = suite();
    const r = run(dir, ['--reporters', 'console']);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('Synthesis: 6 cases');
    expect(r.stdout).toContain('… and 1 more (the run wrote no JSON report: add "json" to reporters)');
    expect(r.stdout).not.toContain('Report:');
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('--reporters none writes nothing at all; MCP_OUTPUT=json then names no report path', () => {
    const dir = suite();
    expect(run(dir, ['--reporters', 'none'])).toEqual({ status: 2, stdout: '', stderr: '' });
    const mcp = run(dir, ['--reporters', 'none'], { MCP_OUTPUT: 'json' });
    expect(mcp.stderr).toBe('');
    expect(JSON.parse(mcp.stdout)).toMatchObject({ type: 'report', path: null, summary: { cases: 6, unexpected_failures: 6 } });
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('takes reporters from the config file, and the flag overrides them', () => {
    const dir = suite();
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ reporters: ['json'] }));
    expect(run(dir, []).stdout).toBe('');
    expect(existsSync(join(dir, 'out/report.json'))).toBe(true);
    expect(run(dir, ['--reporters', 'console,json']).stdout).toContain('Report: out/report.json');
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ reporters: [] }));
    expect(run(dir, [])).toEqual({ status: 2, stdout: '', stderr: '' });
  });

  it('rejects an unknown reporter, in the flag or the config, with a suggestion (exit 1)', () => {
    const dir = suite();
    const flag = run(dir, ['--reporters', 'console,jsno']);
    expect(flag.status).toBe(1);
    expect(flag.stderr).toMatch(/^synthesis: option '--reporters <names>' argument 'console,jsno' is invalid\. "jsno" is not a reporter \(reporters: console, json, or none\)\. Did you mean "json"\?/);
    writeFileSync(join(dir, 'synthesis.config.json'), JSON.stringify({ reporters: ['consol'] }));
    const config = run(dir, []);
    expect(config.status).toBe(1);
    expect(config.stderr).toContain('synthesis.config.json: /reporters/0 must be one of "console", "json" (got "consol"). Did you mean "console"?');
    noStack(config.stderr);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe('color', () => {
  const run = (args: string[], env: Record<string, string>) => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('K-1'));
    return cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, ...args], { cwd: dir, env }).stdout;
  };
  it('is on with FORCE_COLOR, off by default (not a TTY), with NO_COLOR and with --no-color', () => {
    expect(run([], { FORCE_COLOR: '1' })).toContain('\u001b[32m');
    expect(run([], {})).not.toContain('\u001b[');
    expect(run([], { NO_COLOR: '1' })).not.toContain('\u001b[');
    expect(run(['--no-color'], { FORCE_COLOR: '1' })).not.toContain('\u001b[');
  });
});

describe('help and version', () => {
  it('--version prints the cli version; --help lists options, defaults and exit codes', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { version: string };
    expect(cli(['--version'], { cwd: workdir() }).stdout).toBe(`${pkg.version}\n`);
    const help = cli(['--help'], { cwd: workdir() });
    expect(help.status).toBe(0);
    for (const text of ['--cases <path>', '(default: data/evals.jsonl)', '(default: out/report.json)', '--fail-on <n>', '--workers <n|auto>', '--plugin <name>', '--config <path>', '--no-color', 'Exit codes:', 'MCP_OUTPUT=json']) {
      expect(help.stdout).toContain(text);
    }
  });
});
