// Machine instructions per case, counted by valgrind, for telling whether a change to
// the engine made it cheaper. Wall-clock figures on a shared machine drift by half
// within an hour, so a change worth 5 % cannot be seen in them; an instruction count
// of the same workload repeats far closer (V8 runs with --single-threaded, so its
// compiler works at the same points every time), though not exactly: two runs of one
// build agreed on later passes of short cases to 1.0 % one day and 4.7 % another
// (121,433 and 115,776 a case, an hour apart, at two paths), and on the first pass to
// 0.01 % one day and 1.9 % another (1,374,294 and 1,400,600); two identical copies of
// packages/ at different paths differed by up to 0.8 % on the first pass. Compare two
// builds in one run (--against), and read a difference under about 2 % as noise, and
// one under 5 % between runs. Counts are not
// speed: a cache miss costs more than an add. Use them to compare two builds, and the
// timed benches for what a user gets.
//   node bench/instructions.mjs                      this checkout's packages
//   node bench/instructions.mjs --against DIR        and another packages folder (a copy
//                                                    of packages/ from an earlier build), side by side
//   node bench/instructions.mjs --only short,long    some workloads: short, long, megabyte
// It needs valgrind (Debian's package); without it, it says so and exits 0.
// About a quarter of an hour on two cores (each workload runs twice, slowed
// about 50 times by valgrind, one per core at a time).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MEGABYTE_CALLS, megabyteRows } from './megabyte.mjs';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const usage = `Usage: node bench/instructions.mjs [--against <packages dir>] [--only short,long,megabyte]

Counts the machine instructions per case (short and long synthetic cases, all three
checkers) and per 1 MB call (each adversarial row, each checker) with valgrind.
  --against <dir>   also count a copy of packages/ from another build, side by side
  --only <list>     some of the workloads: short, long, megabyte (default: all)
  -h, --help        this text`;
function fail(message) {
  console.error(`instructions: ${message}\n\n${usage}`);
  process.exit(1);
}
let values;
try {
  ({ values } = parseArgs({ options: { against: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const builds = [['this checkout', here('../packages')]];
const against = values.against;
if (against !== undefined) builds.push([against, resolve(against)]);
for (const [name, dir] of builds) {
  for (const pkg of ['core', 'agency', 'reassurance', 'pivot']) {
    const entry = `${dir}/${pkg}/dist/index.js`;
    if (!existsSync(entry)) fail(`${name}: no build at ${entry} (run the build there, or give a copy of packages/ after a build)`);
  }
}
const known = ['short', 'long', 'megabyte'];
const only = (values.only ?? known.join(',')).split(',');
for (const w of only) if (!known.includes(w)) fail(`unknown workload "${w}" for --only (known: ${known.join(', ')})`);

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.log('Instruction counts: skipped (no valgrind on this machine; on Debian: apt-get install valgrind)');
  process.exit(0);
}

/** Instructions valgrind counts for one run of the workload (a promise). */
function count(packages, workload, passes) {
  const argv = [
    '--tool=cachegrind', '--cache-sim=no', '--smc-check=all-non-file', '--cachegrind-out-file=/dev/null',
    process.execPath, '--single-threaded', here('./instructions-workload.mjs'), packages, workload, String(passes),
  ];
  return new Promise((done, reject) => {
    const child = spawn('valgrind', argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const m = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (code !== 0 || m === null) reject(new Error(`${workload} (${passes} passes) failed: ${err.trim().split('\n').slice(-3).join(' ')}`));
      else done(Number(m[1].replaceAll(',', '')));
    });
  });
}

/** Run `jobs` (functions returning promises) at most `width` at a time; results in order. */
async function pool(jobs, width) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const k = next++;
      results[k] = await jobs[k]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}

// What each figure is made of: a run with fewer passes is subtracted from one with
// more, so loading node and the checkers (and, for the steady figure, the first
// pass, where patterns are compiled and indexes built) drops out.
const STEADY = [1, 6];
const MB_STEADY = [4, 9]; // a 1 MB text's calls settle after a few (see bench/megabyte.mjs)
const rows = [];
for (const [name, packages] of builds) {
  for (const kind of ['short', 'long']) {
    if (!only.includes(kind)) continue;
    const cases = kind === 'short' ? 5000 : 1000;
    rows.push({ build: name, label: `${kind} cases, first pass, per case`, runs: [0, 1].map((p) => [packages, kind, p]), per: (a, b) => (b - a) / cases });
    rows.push({ build: name, label: `${kind} cases, later passes, per case`, runs: STEADY.map((p) => [packages, kind, p]), per: (a, b) => (b - a) / ((STEADY[1] - STEADY[0]) * cases) });
  }
  if (only.includes('megabyte')) {
    for (const row of Object.keys(megabyteRows)) {
      for (const checker of MEGABYTE_CALLS) {
        rows.push({
          build: name, label: `1 MB "${row}", ${checker}, per call`,
          runs: MB_STEADY.map((p) => [packages, `megabyte:${row}:${checker}`, p]),
          per: (a, b) => (b - a) / (MB_STEADY[1] - MB_STEADY[0]),
        });
      }
    }
  }
}

// A run two figures share (the one-pass run of short and long cases) is made once.
const runs = new Map();
for (const r of rows) for (const run of r.runs) runs.set(run.join('\0'), run);
const keys = [...runs.keys()];
const jobs = keys.map((key) => () => count(...runs.get(key)));
console.log(`Instructions (valgrind, V8 single-threaded): ${jobs.length} runs, ${Math.min(availableParallelism(), jobs.length)} at a time`);
let counts;
try {
  const done = await pool(jobs, availableParallelism());
  counts = new Map(keys.map((key, i) => [key, done[i]]));
} catch (error) {
  fail(error.message);
}
const fmt = (x) => Math.round(x).toLocaleString('en-US');
// Each figure is the difference of its two runs; a label's builds are printed together.
const figures = rows.map((r) => r.per(...r.runs.map((run) => counts.get(run.join('\0')))));
const width = Math.max(...rows.map((r) => r.label.length));
for (const label of new Set(rows.map((r) => r.label))) {
  let base;
  rows.forEach((r, i) => {
    if (r.label !== label) return;
    const first = base === undefined;
    base ??= figures[i];
    const change = first ? '' : `  (${figures[i] >= base ? '+' : ''}${((100 * (figures[i] - base)) / base).toFixed(1)} %)`;
    console.log(`  ${label.padEnd(width)} ${fmt(figures[i]).padStart(12)}${builds.length > 1 ? `  ${r.build}` : ''}${change}`);
  });
}
if (builds.length > 1) console.log('A change under about 2 % is noise: one build counted twice, or two identical copies at different paths, can differ by that much (up to 5 % between runs).');
