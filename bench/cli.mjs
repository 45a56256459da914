// End-to-end benchmark of the built CLI: generate synthetic suites into
// bench/.data/ (kept between runs) and time `synthesis` on each, printing
// cases/s and peak RSS. Figures are printed, never asserted.
//
//   node bench/cli.mjs                 100k and 1M cases
//   node bench/cli.mjs --count 50000   one size
//   node bench/cli.mjs --long          every reply ~1,500 characters
//   node bench/cli.mjs --pipeline      a trivial plugin check instead of the built-ins:
//                                      the CLI's own overhead and memory (reader, ajv, metrics, report)
//   node bench/cli.mjs --workers 1,auto  one run per --workers value (default: one run, the CLI's default);
//                                      the load average is printed with each run, since other
//                                      processes on the machine take cores from the workers
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { generate } from './generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const data = `${root}bench/.data`;
const bin = `${root}packages/cli/dist/bin.js`;
const probe = `${root}bench/rss-probe.mjs`;
// The flags the CLI's shebang (and `pnpm eval`) start node with: one bounded process.
const HEAP_FLAGS = ['--max-old-space-size=80', '--max-semi-space-size=2'];
const i = process.argv.indexOf('--count');
const counts = i === -1 ? [100_000, 1_000_000] : [Number(process.argv[i + 1])];
const long = process.argv.includes('--long');
const pipeline = process.argv.includes('--pipeline');
const w = process.argv.indexOf('--workers');
/** undefined: no --workers flag, the CLI picks. */
const workerRuns = w === -1 ? [undefined] : process.argv[w + 1].split(',');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

if (!existsSync(bin)) {
  console.error('bench/cli.mjs: build first (pnpm build): packages/cli/dist/bin.js is missing');
  process.exit(1);
}
mkdirSync(data, { recursive: true });

for (const count of counts) {
  const name = `cases-${count}${long ? '-long' : ''}${pipeline ? '-pipeline' : ''}`;
  const file = `${data}/${name}.jsonl`;
  if (!existsSync(file)) {
    const t = performance.now();
    await generate({ count, out: file, long, ...(pipeline ? { checks: ['bench_bang'] } : {}) });
    console.log(`generated ${file} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  for (const workers of workerRuns) {
    const rssFile = `${data}/${name}.rss`;
    rmSync(rssFile, { force: true });
    const loadBefore = load();
    const start = performance.now();
    const r = spawnSync(process.execPath, [...HEAP_FLAGS, '--import', probe, bin, '--cases', file, '--out', `${data}/${name}.report.json`, '--fail-on', String(count), '--no-color',
      ...(workers === undefined ? [] : ['--workers', workers]),
      ...(pipeline ? ['--plugin', `${root}bench/pipeline-checker.mjs`] : [])], {
      env: { ...process.env, SYNTHESIS_RSS_FILE: rssFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const seconds = (performance.now() - start) / 1000;
    // One line per process (the CLI and the bounded-heap child it runs): their peaks
    // added up are an upper bound of what the run held at any moment.
    const rssKiB = existsSync(rssFile)
      ? readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).reduce((sum, line) => sum + Number(line), 0)
      : NaN;
    const mb = (statSync(file).size / 1e6).toFixed(0);
    const shown = workers === undefined ? 'default' : workers === 'auto' ? `auto = ${availableParallelism()}` : workers;
    console.log(
      `${count.toLocaleString('en-US')} cases (${mb} MB${long ? ', long replies' : ''}${pipeline ? ', pipeline only' : ''}), workers ${shown}: exit ${r.status}, ${seconds.toFixed(1)} s, ` +
        `${Math.round(count / seconds).toLocaleString('en-US')} cases/s, peak RSS ${(rssKiB / 1024).toFixed(0)} MB ` +
        `(load average ${loadBefore} before, ${load()} after; ${availableParallelism()} cores)`,
    );
  }
}
