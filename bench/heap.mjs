// How much heap the rules hold, in a fresh process with --expose-gc: after loading the
// three checkers, after their first call (the rule tables are built then), and after
// the bundled corpus (data/corpus, 1,764 cases), when V8 has compiled the patterns it
// met to machine code. Each figure is the heap in use after a full collection, so it is
// what a bounded heap (the CLI's 80 MB) must hold, whatever the garbage.
//   node bench/heap.mjs
// Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

if (typeof globalThis.gc !== 'function') {
  // Re-run with a collector we can call, so each figure is live data, not garbage.
  const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const packages = new URL('../packages/', import.meta.url);
const load = (dir) => import(new URL(`${dir}/dist/index.js`, packages).href);
const mb = (bytes) => (bytes / 1e6).toFixed(1).padStart(6);

/** Heap in use after a full collection, and the part of it that is machine code. */
function live() {
  globalThis.gc();
  const spaces = v8.getHeapSpaceStatistics();
  const used = (names) => spaces.filter((s) => names.includes(s.space_name)).reduce((n, s) => n + s.space_used_size, 0);
  return { all: v8.getHeapStatistics().used_heap_size, code: used(['code_space', 'code_large_object_space']) };
}

const start = live();
const [{ checkAgency }, { checkReassurance }, { checkPivot }] = await Promise.all([load('agency'), load('reassurance'), load('pivot')]);
const loaded = live();
checkAgency('Whatever you decide is fine.');
checkReassurance('It will be fine.');
checkPivot('i feel so alone', 'That sounds lonely.');
const built = live();

const corpus = new URL('../data/corpus/', import.meta.url);
const cases = readdirSync(corpus).filter((f) => f.endsWith('.jsonl')).flatMap((f) =>
  readFileSync(new URL(f, corpus), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l)));
const read = live();
for (const c of cases) {
  checkAgency(c.assistant);
  checkReassurance(c.assistant);
  checkPivot(c.user, c.assistant);
}
const after = live();

console.log('Heap in use after a full collection (MB): all of it, and how much more than the step before');
const row = (label, now, before, extra = '') =>
  console.log(`  ${label.padEnd(42)}${mb(now)}${before === undefined ? '' : `  +${mb(now - before).trim()}`}${extra}`);
row('node alone', start.all);
row('three checkers loaded', loaded.all, start.all);
row('after their first calls (rule tables)', built.all, loaded.all);
row(`${cases.length.toLocaleString('en-US')} corpus cases read`, read.all, built.all);
row('after checking them all', after.all, read.all, `  (machine code ${mb(after.code).trim()}, was ${mb(read.code).trim()})`);
