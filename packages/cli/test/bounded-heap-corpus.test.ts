import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, workdir } from './run-cli.js';

/**
 * The whole bundled corpus, through the CLI as a user runs it: `node dist/bin.js`
 * re-runs itself under the bounded heap (80 MB, worker threads 32 MB). Varied
 * real-style text meets thousands of word sequences and compiles most rule
 * patterns, which synthetic benchmark cases do not: compiling every pattern to
 * machine code at its first run (V8's --no-regexp-tier-up) put 48 MB of regex code
 * on the heap and this run died out of memory, on one thread and on two workers.
 */
const CORPUS = join(__dirname, '../../../data/corpus');
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.jsonl')).map((f) => join(CORPUS, f));
const caseCount = files.reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '').length, 0);

describe('the bundled corpus under the bounded heap', () => {
  it.each([1, 2])('checks every case with --workers %i and exits normally', (workers) => {
    const dir = workdir();
    const r = cli(['--cases', CORPUS, '--out', 'report.json', '--reporters', 'json', '--fail-on', String(caseCount), '--workers', String(workers)], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { results: unknown[] };
    expect(report.results).toHaveLength(caseCount);
  }, 120_000);
});
