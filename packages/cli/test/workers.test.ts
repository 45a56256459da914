import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, FIXTURES, PLUGIN, workdir } from './run-cli.js';

const FRAGILE = join(FIXTURES, 'plugin/fragile-checks.mjs');
/** Small batches, so a few hundred cases make many batches and the reorder buffer has work to do. */
const SMALL_BATCHES = { SYNTHESIS_WORKER_BATCH: '16' };

const USERS = ['my dog died last week and i cant stop crying', 'whats a good way to store basil?', 'I’m scared about the biopsy results tbh', 'can u help me name my cat'];
const REPLIES = [
  'I’m so sorry. Would you like to tell me about her?',
  'You should just get another dog!',
  'I promise the results will be fine.',
  'Anyway, have you tried pottery? KABOOM',
  'Keep the stems in water, because basil wilts in the fridge.',
  'It’s okay to take your time with this. FIZZLE',
  'Don’t worry, everything will definitely work out!',
];
const CHECKS = [['agency_language', 'no_bang'], ['unverifiable_reassurance', 'fragile'], ['topic_pivot', 'answers_q', 'fragile', 'odd_summary'], ['agency_language', 'unverifiable_reassurance', 'topic_pivot', 'no_bang']];

/** `n` varied cases: built-in and plugin checks, negative examples, labels, throwing checks. */
function suite(n: number): string {
  let text = '';
  for (let i = 1; i <= n; i++) {
    const checks = CHECKS[i % CHECKS.length]!;
    const c: Record<string, unknown> = { id: `PAR-${i}`, user: USERS[i % USERS.length], assistant: `${REPLIES[(i * 5) % REPLIES.length]} (${i})`, checks };
    if (i % 3 === 0) c.tags = ['negative_example'];
    if (i % 4 === 0) c.expected = { [checks[0]!]: i % 8 === 0 };
    text += `${JSON.stringify(c)}\n`;
  }
  return text;
}

function run(workers: string, cases: string, env: Record<string, string> = SMALL_BATCHES) {
  const dir = workdir();
  writeFileSync(join(dir, 'cases.jsonl'), cases);
  const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, '--plugin', FRAGILE, '--workers', workers, '--no-color'], { cwd: dir, env });
  const report = r.status === 1 ? '' : readFileSync(join(dir, 'out/report.json'), 'utf8');
  return { ...r, report };
}

describe('--workers', () => {
  it('gives the same report and console summary on 2 workers as on 1, checker errors included', () => {
    const cases = suite(300);
    const one = run('1', cases);
    const two = run('2', cases);
    expect([one.status, one.stderr]).toEqual([2, '']);
    expect([two.status, two.stderr]).toEqual([2, '']);
    expect(two.stdout).toContain('Synthesis: 300 cases');
    expect(two.stdout).toBe(one.stdout);
    expect(two.report).toBe(one.report); // byte for byte: no volatile field in the report
    const report = JSON.parse(two.report) as { summary: { cases: number; by_check: Record<string, { errors?: number }>; checker_errors: { id: string; check: string; message: string }[] }; results: { id: string }[]; failures: unknown[] };
    expect(report.results.map((r) => r.id)).toEqual(Array.from({ length: 300 }, (_, i) => `PAR-${i + 1}`));
    expect(report.summary.cases).toBe(300);
    expect(report.failures.length).toBeGreaterThan(0);
    const errors = report.summary.checker_errors;
    expect(errors.find((e) => e.id === 'PAR-2')).toEqual({ id: 'PAR-2', check: 'fragile', message: 'fragile cannot handle KABOOM (42 chars)' });
    expect(errors.some((e) => e.message === 'fizzled')).toBe(true);
    expect(report.summary.by_check.fragile!.errors).toBe(errors.length);
    expect(two.stdout).toContain('fragile cannot handle KABOOM');
    // a summary the report cannot hold (a function in it) gives way to the raw evidence, on either thread
    const failures = report.failures as { failed: string[]; evidence: Record<string, unknown> }[];
    const asked = failures.filter((f) => f.failed.includes('odd_summary'));
    expect(asked.length).toBeGreaterThan(0);
    for (const f of asked) expect(f.evidence.odd_summary).toEqual({});
  });

  it('gives the same console summary on 2 workers as on 1 without a JSON report, and makes no report folder', () => {
    const cases = suite(120);
    const summaries = ['1', '2'].map((workers) => {
      const dir = workdir();
      writeFileSync(join(dir, 'cases.jsonl'), cases);
      const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, '--plugin', FRAGILE, '--workers', workers, '--reporters', 'console', '--no-color'], { cwd: dir, env: SMALL_BATCHES });
      expect([r.status, r.stderr]).toEqual([2, '']);
      expect(existsSync(join(dir, 'out'))).toBe(false);
      return r.stdout;
    });
    expect(summaries[0]).toContain('Synthesis: 120 cases');
    expect(summaries[1]).toBe(summaries[0]);
  });

  it('reports invalid lines exactly as a single-threaded run does, and writes nothing', () => {
    const cases = `${suite(200)}{"id": "PAR-7", "user": "u", "assistant": "a", "checks": ["no_bang"]}\nnope\n`;
    const one = run('1', cases);
    const two = run('2', cases);
    expect(two.status).toBe(1);
    expect(two.stderr).toMatch(/^synthesis: 2 problems in the cases:\ncases\.jsonl:201: \[PAR-7\] \/id duplicate id \(first used at cases\.jsonl:7\)\ncases\.jsonl:202: invalid JSON/);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout).toBe('');
  });

  it('runs on the main thread by default for small suites, on workers from 1 MB of cases or as the config says', () => {
    const probe = (i: number): string => `${JSON.stringify({ id: `TP-${i}`, user: 'hi', assistant: 'hello there, how are you doing today?'.repeat(8), checks: ['thread_probe'] })}\n`;
    const dir0 = workdir();
    const onMain = (workers: string | undefined, n: number, dir = workdir()): boolean[] => {
      writeFileSync(join(dir, 'cases.jsonl'), Array.from({ length: n }, (_, i) => probe(i + 1)).join(''));
      const r = cli(['--cases', 'cases.jsonl', '--plugin', FRAGILE, ...(workers ? ['--workers', workers] : [])], { cwd: dir });
      expect([r.status, r.stderr]).toEqual([0, '']);
      const results = (JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')) as { results: { checks: { thread_probe: { main_thread: boolean } } }[] }).results;
      return [...new Set(results.map((r) => r.checks.thread_probe.main_thread))];
    };
    expect(onMain(undefined, 20)).toEqual([true]);
    expect(onMain('2', 20)).toEqual([false]);
    const big = Math.ceil(1_000_000 / probe(1).length) + 1; // just over 1 MB
    expect(onMain(undefined, big)).toEqual([false]);
    expect(onMain('1', big)).toEqual([true]);
    expect(onMain('auto', 20)).toEqual([availableParallelism() === 1]);
    writeFileSync(join(dir0, 'synthesis.config.json'), JSON.stringify({ workers: 2 }));
    expect(onMain(undefined, 20, dir0)).toEqual([false]); // the config's workers…
    expect(onMain('1', 20, dir0)).toEqual([true]); // …and the flag wins over it
  });

  it.each([['0'], ['-2'], ['abc'], ['1.5'], [''], ['Auto'], ['2x']])('rejects --workers %j as a usage error (exit 1, one line)', (value) => {
    const r = cli(['--workers', value], { cwd: workdir() });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^synthesis: option '--workers <n\|auto>' argument .* is invalid\. must be a positive integer or "auto" .*\(see synthesis eval --help\)\n$/);
  });

  it('rejects a bad SYNTHESIS_WORKER_BATCH', () => {
    const r = run('2', suite(3), { SYNTHESIS_WORKER_BATCH: 'lots' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^synthesis: SYNTHESIS_WORKER_BATCH must be a positive integer \(got "lots"\)/);
  });
});
