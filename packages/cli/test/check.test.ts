import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, PLUGIN, workdir } from './run-cli.js';

describe('synthesis check', () => {
  const dir = workdir();

  it('explains each verdict with rule ids, the span in [[brackets]] without color, and suggestions; exit 2 on a failure', () => {
    const r = cli(['check', '--plugin', PLUGIN, '--checks', 'no_bang,answers_q', '--user', 'why me?', '--assistant', 'because life!'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe(`✖ FAIL  no_bang  (bang_count 1)
    no-bang/bang directive, assistant 12-13
      because life[[!]]
      why: Exclamation marks shout at someone who is struggling.
      try: End the sentence with a full stop.
✔ pass  answers_q  (asked true)
`);
  });

  it('exits 0 when all pass; emphasizes with color when forced', () => {
    const ok = cli(['check', '--plugin', PLUGIN, '--checks', 'no_bang', '--user', 'hi', '--assistant', 'Hello.'], { cwd: dir });
    expect([ok.status, ok.stdout]).toEqual([0, '✔ pass  no_bang  (bang_count 0)\n']);
    const colored = cli(['check', '--plugin', PLUGIN, '--checks', 'no_bang', '--user', 'hi', '--assistant', 'Hi!'], { cwd: dir, env: { FORCE_COLOR: '1' } });
    expect(colored.stdout).toContain('Hi\u001b[7m!\u001b[27m');
  });

  it('prints the verdict when a checker\'s explain throws, naming the check and the error', () => {
    const plugin = join(__dirname, 'fixtures/plugin/broken-explain.mjs');
    const r = cli(['check', '--plugin', plugin, '--checks', 'broken_explain', '--user', 'hi', '--assistant', 'Hello.'], { cwd: dir });
    expect([r.status, r.stderr]).toEqual([2, '']);
    expect(r.stdout).toBe('✖ FAIL  broken_explain\n    why: (broken_explain\'s explain() threw TypeError: reason is not defined)\n');
  });

  it('reads {user, assistant, checks} JSON from stdin and prints raw results with --json', () => {
    const input = JSON.stringify({ user: 'why?', assistant: 'because.', checks: ['answers_q'] });
    const r = cli(['check', '--plugin', PLUGIN, '--json'], { cwd: dir, input });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ pass: true, checks: { answers_q: { pass: true, applicable: true, findings: [], asked: true } } });
  });

  it('runs the built-in checks by default', () => {
    const r = cli(['check', '--json', '--user', 'i lost my job today and i feel worthless', '--assistant', 'You should just get over it. I promise everything will work out.'], { cwd: dir });
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout) as { checks: Record<string, { pass: boolean }> };
    expect(Object.keys(out.checks)).toEqual(['agency_language', 'unverifiable_reassurance', 'topic_pivot']);
    expect(out.checks.unverifiable_reassurance!.pass).toBe(false);
  });

  it('says in one line why agency_language fails when nothing matched either way', () => {
    const r = cli(['check', '--checks', 'agency_language', '--user', 'my dog died', '--assistant', 'Anyway, have you tried yoga?'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe(`✖ FAIL  agency_language  (score 0)
    pos_hits: []
    neg_hits: []
    why: no hits either way; a pass needs score >= 1, or a positive hit and no negative one, so no hits (score 0) fails
`);
    const negative = cli(['check', '--checks', 'agency_language', '--user', 'sad', '--assistant', 'You should get over it.'], { cwd: dir });
    expect(negative.status).toBe(2);
    expect(negative.stdout).toContain('agency/directive-should');
    expect(negative.stdout).not.toContain('no hits either way');
  });

  it('MCP_OUTPUT=json puts only the artifact on stdout (one case, no report path) and the verdicts on stderr', () => {
    const r = cli(['check', '--plugin', PLUGIN, '--checks', 'no_bang,answers_q', '--user', 'why me?', '--assistant', 'because life!'], { cwd: dir, env: { MCP_OUTPUT: 'json' } });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      type: 'report', name: 'synthesis-check', path: null,
      summary: { cases: 1, passed: 0, failed: 1, pass_rate: 0, expected_failures: 0, unexpected_failures: 1, label_accuracy: 100 },
    });
    expect(r.stderr).toContain('✖ FAIL  no_bang  (bang_count 1)');
    const json = cli(['check', '--plugin', PLUGIN, '--checks', 'no_bang', '--json', '--user', 'hi', '--assistant', 'Hello.'], { cwd: dir, env: { MCP_OUTPUT: 'json' } });
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).summary).toMatchObject({ cases: 1, passed: 1, failed: 0, pass_rate: 100 });
    expect(JSON.parse(json.stderr)).toEqual({ pass: true, checks: { no_bang: { pass: true, applicable: true, findings: [], bang_count: 0 } } });
  });

  it.each([
    [['check', '--user', 'hi'], /^synthesis: --assistant is missing: --user was given, and check needs both\nhint: .*with neither flag, pipe \{"user"/],
    [['check', '--assistant', 'hi'], /^synthesis: --user is missing: --assistant was given, and check needs both\n/],
    [['check', '--user', 'hi', '--assistant', ''], /^synthesis: --assistant is empty: give the text to check\n/],
    [['check', '--user', 'hi', '--assistant', 'yo', '--checks', 'topic_pivott'], /^synthesis: Unknown check "topic_pivott"\. Known checks: .*Did you mean "topic_pivot"\?/],
    [['check'], /^synthesis: stdin: invalid JSON/],
    [['check', '--json'], /^synthesis: stdin: \/assistant must be a non-empty string \(got undefined\)/],
  ])('exits 1 on bad input: %j', (args, message) => {
    const input = args.length === 1 ? 'not json' : args[1] === '--json' ? '{"user": "hi"}' : '';
    const r = cli(args, { cwd: dir, input });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  describe('config errors name the file and the key', () => {
    const cases: [string, object | null, string[], RegExp][] = [
      ['an option out of range', { options: { topic_pivot: { similarityThreshold: 2 } } }, [],
        /^synthesis: synthesis\.config\.json: \/options\/topic_pivot\/similarityThreshold must be <= 1 \(got 2\)\nhint: See the topic_pivot README for its options \(similarityThreshold, /],
      ['options for a misspelt check', { options: { topic_pivt: {} } }, [],
        /^synthesis: synthesis\.config\.json: \/options\/topic_pivt is not a known check \(got \{\}\)\. Did you mean "topic_pivot"\?\nhint: options are keyed by check name/],
      ['a misspelt rule toggle', { rules: { 'agency/directive-shuold': 'off' } }, [],
        /^synthesis: synthesis\.config\.json: \/rules\/agency~1directive-shuold is not a rule of any loaded checker \(got "off"\)\. Did you mean "agency\/directive-should"\?\n/],
      ['--config naming a directory', null, ['--config', 'conf'],
        /^synthesis: Config path is a directory, not a file: .*conf\nhint: Give --config a synthesis\.config\.json, \.mjs or \.js file, e\.g\. --config conf\/synthesis\.config\.json\.\n$/],
    ];
    it.each(cases)('%s', (_what, config, extra, message) => {
      const cwd = workdir();
      if (config) writeFileSync(join(cwd, 'synthesis.config.json'), JSON.stringify(config));
      mkdirSync(join(cwd, 'conf'));
      const r = cli(['check', ...extra, '--user', 'hi', '--assistant', 'yo'], { cwd });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    });
  });
});
