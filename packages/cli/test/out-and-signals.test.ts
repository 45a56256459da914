import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileSystemProblem } from '../src/fail.js';
import { workerCount } from '../src/workers-option.js';
import { BIN, cli, FIXTURES, PLUGIN, workdir } from './run-cli.js';

const line = (o: object): string => `${JSON.stringify(o)}\n`;
const good = (id: string) => line({ id, user: 'why?', assistant: 'because it helps.', checks: ['no_bang', 'answers_q'] });

describe('--out is checked before the run', () => {
  it('refuses to write the report over a case file, which stays as it was', () => {
    const dir = workdir();
    const cases = good('O-1') + good('O-2');
    writeFileSync(join(dir, 'cases.jsonl'), cases);
    const r = cli(['--cases', 'cases.jsonl', '--out', './cases.jsonl', '--plugin', PLUGIN], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('synthesis: --out cases.jsonl is one of the case files: the report would replace it\nhint: Write the report elsewhere, e.g. --out out/report.json.\n');
    expect(readFileSync(join(dir, 'cases.jsonl'), 'utf8')).toBe(cases);
  });

  it('refuses a directory, and a path through a file, writing nothing', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('O-1'));
    mkdirSync(join(dir, 'reports'));
    const folder = cli(['--cases', 'cases.jsonl', '--out', 'reports', '--plugin', PLUGIN], { cwd: dir });
    expect([folder.status, folder.stderr]).toEqual([1, 'synthesis: --out reports is a directory\nhint: Give a file path, e.g. --out reports/report.json.\n']);
    const through = cli(['--cases', 'cases.jsonl', '--out', 'cases.jsonl/r.json', '--plugin', PLUGIN], { cwd: dir });
    expect(through.status).toBe(1);
    expect(through.stderr).toMatch(/^synthesis: --out cases\.jsonl\/r\.json: .*cases\.jsonl is a file, so no directory can be made there\nhint: /);
    expect(readdirSync(join(dir, 'reports'))).toEqual([]);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('bad cases leave no folder behind: the folders of --out that the run made are removed, one that was there stays', () => {
    const dir = workdir();
    writeFileSync(join(dir, 'bad.jsonl'), line({ id: 'bad' }));
    const made = cli(['--cases', 'bad.jsonl', '--out', 'some/new/dir/report.json', '--plugin', PLUGIN], { cwd: dir });
    expect(made.status).toBe(1);
    expect(made.stderr).toContain('no report was written');
    expect(existsSync(join(dir, 'some'))).toBe(false);
    mkdirSync(join(dir, 'reports'));
    const below = cli(['--cases', 'bad.jsonl', '--out', 'reports/new/report.json', '--plugin', PLUGIN], { cwd: dir });
    expect(below.status).toBe(1);
    expect(readdirSync(join(dir, 'reports'))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['bad.jsonl', 'reports']);
  });

  it('says what the file system refused, as a user error with a hint, not as a bug', () => {
    const error = Object.assign(new Error("EISDIR: illegal operation on a directory, rename '/tmp/.r.tmp' -> '/tmp/r'"), {
      code: 'EISDIR', syscall: 'rename', path: '/tmp/.r.tmp', dest: '/tmp/r',
    });
    expect(fileSystemProblem(error)).toBe('cannot write /tmp/r: it is a directory (EISDIR)');
    expect(fileSystemProblem(Object.assign(new Error('x'), { code: 'EACCES', syscall: 'open', path: '/root/r.json' }))).toBe('cannot open /root/r.json: permission denied (EACCES)');
    expect(fileSystemProblem(Object.assign(new Error('x'), { code: 'ERR_SOMETHING' }))).toBeNull();
    expect(fileSystemProblem(new TypeError('x is not iterable'))).toBeNull();
  });
});

describe('--workers', () => {
  it('never starts more threads than there are cores', async () => {
    expect(await workerCount(50, [], 2)).toBe(2);
    expect(await workerCount(1, [], 8)).toBe(1);
    expect(await workerCount('auto', [], 4)).toBe(4);
  });
});

describe('signals', () => {
  it('a SIGTERM to the launcher stops the run: exit 143, no report, no temp file, and no out/ folder, which the run made', async () => {
    const dir = workdir();
    let cases = '';
    for (let i = 0; i < 40_000; i++) cases += good(`S-${i}`);
    writeFileSync(join(dir, 'cases.jsonl'), cases);
    const env = { ...process.env, SYNTHESIS_BOUNDED_HEAP: undefined, SYNTHESIS_HEAP: undefined, NODE_OPTIONS: undefined };
    const child = spawn(process.execPath, [BIN, '--cases', 'cases.jsonl', '--plugin', PLUGIN, '--workers', '1'], { cwd: dir, env, stdio: 'ignore' });
    const out = join(dir, 'out');
    // The report's temp file appears once the run is under way.
    while (!(existsSync(out) && readdirSync(out).some((f) => f.endsWith('.tmp')))) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(143);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  // The run makes the folders of --out when it opens the report, before the writer
  // that knows them exists: a signal then (sent by a preload at each step of the
  // opening) must still have them removed.
  const SIGNAL_WHILE_OPENING = pathToFileURL(join(FIXTURES, 'preload/signal-while-opening.mjs')).href;
  it.each(['mkdir', 'readdir', 'open'])('a SIGINT while the report is being opened (%s) exits 130 and leaves no folder of --out behind', (step) => {
    const dir = workdir();
    writeFileSync(join(dir, 'cases.jsonl'), good('S-1'));
    const env = { NODE_OPTIONS: `--import ${SIGNAL_WHILE_OPENING}`, SIGNAL_WHILE_OPENING: step, SIGNAL_IN: 'some/new/dir' };
    const r = cli(['--cases', 'cases.jsonl', '--out', 'some/new/dir/report.json', '--plugin', PLUGIN], { cwd: dir, env });
    expect([r.status, r.stderr]).toEqual([130, '']);
    expect(readdirSync(dir)).toEqual(['cases.jsonl']);
  });
});
