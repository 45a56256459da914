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

  it.each([
    [['check', '--user', 'hi'], /^synthesis: assistant must be a non-empty string \(got ""\)/],
    [['check', '--user', 'hi', '--assistant', 'yo', '--checks', 'topic_pivott'], /^synthesis: Unknown check "topic_pivott"\. Known checks: .*Did you mean "topic_pivot"\?/],
    [['check'], /^synthesis: stdin: invalid JSON/],
  ])('exits 1 on bad input: %j', (args, message) => {
    const r = cli(args, { cwd: dir, input: args.length === 1 ? 'not json' : '' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
