import { describe, expect, it } from 'vitest';
import { createProgram, misplacedSubcommand, strayArgument } from '../src/program.js';
import { cli, PLUGIN, workdir } from './run-cli.js';

describe('help of each subcommand', () => {
  it('check --help gives check\'s own exit codes, and says where MCP_OUTPUT=json puts the verdicts', () => {
    const r = cli(['check', '--help'], { cwd: workdir() });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Exit codes:
  0  every check passed (or did not apply)
  1  fatal error: bad arguments or input, unknown check, config or plugin
  2  a check failed (or its checker threw)
`);
    expect(r.stdout).toContain('MCP_OUTPUT=json  print only the MCP artifact object on stdout (the verdicts, or the --json results, go to stderr)');
    expect(r.stdout).not.toContain('--fail-on');
  });

  it('eval --help gives the --fail-on exit codes', () => {
    const r = cli(['eval', '--help'], { cwd: workdir() });
    expect(r.stdout).toContain('0  unexpected failures <= --fail-on (expected failures never count)');
    expect(r.stdout).toContain('2  unexpected failures > --fail-on\n');
    expect(r.stdout).toContain('(the summary goes to stderr)');
  });
});

describe('a subcommand written after options', () => {
  const program = createProgram();

  it.each([
    [['--cases', 'data/evals.jsonl', 'eval'],
      "synthesis: 'eval' after options is read as an argument; the subcommand comes first: synthesis eval --cases data/evals.jsonl (see synthesis eval --help)\n"],
    [['--cases=a.jsonl', '--no-color', 'eval', '--out', 'r.json'],
      "synthesis: 'eval' after options is read as an argument; the subcommand comes first: synthesis eval --cases=a.jsonl --no-color --out r.json (see synthesis eval --help)\n"],
    [['--fail-on', '2', 'check', '--user', 'a', '--assistant', 'it is ok'],
      "synthesis: 'check' after options is read as an argument of the default command, eval; the subcommand comes first: synthesis check --user a --assistant 'it is ok' (check has no --fail-on) (see synthesis check --help)\n"],
  ])('%j: says what happened and how to write it', (argv, message) => {
    expect(misplacedSubcommand(argv, program)).toBe(message);
  });

  it.each([
    [['check', '--user', 'a', '--assistant', 'b']],
    [['--no-color', '--plugin', 'x', 'check', '--user', 'a']],
    [['--cases', 'check', '--out', 'r.json']],
    [['--cases', 'a.jsonl', 'stray']],
    [[]],
  ])('%j: leaves a line commander reads rightly alone', (argv) => {
    expect(misplacedSubcommand(argv, program)).toBe('');
  });

  it('is one line on stderr with exit 1, and nothing runs', () => {
    const r = cli(['--fail-on', '2', 'check', '--plugin', PLUGIN, '--user', 'a', '--assistant', 'b'], { cwd: workdir() });
    expect([r.status, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(`synthesis: 'check' after options is read as an argument of the default command, eval; the subcommand comes first: synthesis check --plugin ${PLUGIN} --user a --assistant b (check has no --fail-on) (see synthesis check --help)\n`);
  });

  it('global options before a subcommand still work', () => {
    const r = cli(['--no-color', 'check', '--plugin', PLUGIN, '--checks', 'no_bang', '--user', 'hi', '--assistant', 'Hello.'], { cwd: workdir() });
    expect([r.status, r.stdout]).toEqual([0, '✔ pass  no_bang  (bang_count 0)\n']);
  });
});

describe('a word that is neither an option, its value nor the subcommand', () => {
  const program = createProgram();

  it.each([
    [['--cases', 'a.jsonl', 'b.jsonl'], 'b.jsonl', 'eval'],
    [['check', '--user', 'I', 'am', 'sad'], 'am', 'check'],
    [['--no-color', 'eval', 'extra', '--out', 'r.json'], 'extra', 'eval'],
  ])('%j: names %s and says how values are given', (argv, word, name) => {
    expect(strayArgument(argv, program)).toMatch(new RegExp(`^synthesis: unexpected argument '${word.replace('.', '\\.')}': ${name} takes only options; a value goes right after its option, quoted when it holds spaces: .* \\(see synthesis ${name} --help\\)\\n$`));
  });

  it.each([
    [['--cases', 'a.jsonl', '--out', 'r.json']],
    [['--no-color', 'check', '--user', 'a', '--assistant', 'b']],
    [['check', '--user=I am sad', '--assistant', 'ok']],
    [['help', 'eval']],
    [['--frobnicate', 'x']], // an unknown option: commander's message says more
    [[]],
  ])('%j: says nothing', (argv) => {
    expect(strayArgument(argv, program)).toBe('');
  });

  it('is one line on stderr with exit 1 through the CLI', () => {
    const r = cli(['--cases', 'a.jsonl', 'b.jsonl'], { cwd: workdir() });
    expect([r.status, r.stdout]).toEqual([1, '']);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toContain("unexpected argument 'b.jsonl'");
  });
});
