// What an application pays the first time it calls a checker: each checker is loaded in
// a fresh process, called once on a tiny text (which reads its rules into the index),
// then on each of the bundled cases (data/evals.jsonl) in turn, a first meeting for
// every pattern those cases reach, then on all of them nine times more: the regex
// engine and the JIT keep compiling, and the rule engine indexing, for a few passes.
//   node bench/cold-start.mjs          (three fresh processes per checker; prints a table)
// Each checker is timed as an application runs it, and then under
// `node --no-regexp-peephole-optimization`, the flag the synthesis CLI sets for its own
// process: most of a first meeting is V8 compiling rule patterns, and the flag makes
// that about three times cheaper (packages/cli/README.md, "Start-up"). A library
// cannot set it for the application that loads it; the application can.
// Figures are printed, never asserted: this machine's speed drifts about two to one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readJsonl } from './jsonl.mjs';

const CHECKERS = ['agency', 'reassurance', 'pivot'];
const RUNS = 3;
const FLAG = '--no-regexp-peephole-optimization';
const PASSES = 10;

/** One checker call by name: the reply alone, or pivot on the case's two texts. */
const callOf = (name, mod) =>
  ({
    agency: (c) => mod.checkAgency(c.assistant),
    reassurance: (c) => mod.checkReassurance(c.assistant),
    pivot: (c) => mod.checkPivot(c.user, c.assistant),
  })[name];

/** A text short enough to check in no time, which still makes each rule family be read: pivot's reply rules run only after a vulnerable message. */
const TINY = { user: 'i feel sad', assistant: 'ok' };

async function child(name) {
  const cases = readJsonl(fileURLToPath(new URL('../data/evals.jsonl', import.meta.url)));
  let t = performance.now();
  const mod = await import(new URL(`../packages/${name}/dist/index.js`, import.meta.url).href);
  const load = performance.now() - t;
  const call = callOf(name, mod);
  t = performance.now();
  call(TINY);
  const tiny = performance.now() - t;
  const first = cases.map((c) => {
    const start = performance.now();
    call(c);
    return performance.now() - start;
  });
  /** Microseconds per case of passes 2 to {@link PASSES}. */
  const later = [];
  for (let p = 2; p <= PASSES; p++) {
    t = performance.now();
    for (const c of cases) call(c);
    later.push(((performance.now() - t) / cases.length) * 1000);
  }
  console.log(JSON.stringify({ load, tiny, first, later }));
}

const ms = (x) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));
const range = (xs) => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  return ms(lo) === ms(hi) ? ms(lo) : `${ms(lo)}–${ms(hi)}`;
};

/** The child's figures for `name` in {@link RUNS} fresh processes started with `flags`, or null when Node refuses the flags. */
function measure(name, flags) {
  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const out = spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), '--child', name], { encoding: 'utf8' });
    if (out.status !== 0) {
      if (flags.length > 0 && /bad option/.test(out.stderr)) return null;
      console.error(out.stderr.trim());
      process.exit(1);
    }
    runs.push(JSON.parse(out.stdout));
  }
  return runs;
}

/** A printed row: the range of each figure over the runs of one checker. */
function row(name, runs) {
  return [
    name,
    range(runs.map((x) => x.load)),
    range(runs.map((x) => x.tiny)),
    range(runs.map((x) => x.first[0])),
    range(runs.map((x) => Math.max(...x.first.slice(1, 5)))),
    range(runs.map((x) => x.first.reduce((a, b) => a + b, 0))),
    range(runs.map((x) => x.later[0])),
    range(runs.map((x) => x.later[x.later.length - 1])),
  ];
}

function parent() {
  const head = ['checker', 'import ms', 'tiny text ms', '1st case ms', '2nd–5th ms (max)', 'first pass ms', 'pass 2 µs/case', `pass ${PASSES} µs/case`];
  const rows = [head];
  let count = 0;
  let flagKnown = true;
  for (const [flags, label] of [[[], ''], [[FLAG], ' (flag)']]) {
    for (const name of CHECKERS) {
      const runs = measure(name, flags);
      if (runs === null) {
        flagKnown = false;
        break;
      }
      count = runs[0].first.length;
      rows.push(row(`${name}${label}`, runs));
    }
  }
  console.log(`  range over ${RUNS} fresh processes per checker; the ${count} cases are data/evals.jsonl's, in file order; (flag): under node ${FLAG}`);
  const widths = head.map((_, k) => Math.max(...rows.map((r) => r[k].length)));
  for (const r of rows) console.log(`  ${r.map((cell, k) => cell.padStart(widths[k])).join('  ')}`);
  if (!flagKnown) console.log(`  (this Node does not take ${FLAG}: no flag rows)`);
}

const at = process.argv.indexOf('--child');
if (at >= 0) await child(process.argv[at + 1]);
else parent();
