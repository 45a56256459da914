// `pnpm bench`: every benchmark in turn. Figures are printed, never asserted.
//   pnpm bench            checker throughput, 1 MB adversarial timings, heap the rules hold, lead words per rule, a checker's first calls, a first pass over real text, CLI at 100k and 1M cases
//   pnpm bench --quick    the same with 100k cases only
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const quick = process.argv.includes('--quick');

function step(title, script, args = []) {
  console.log(`\n=== ${title}`);
  if (!existsSync(here(script))) {
    console.log(`(${script} not present yet)`);
    return;
  }
  const r = spawnSync(process.execPath, [here(script), ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}

step('Checkers', './checkers.mjs');
step('Heap the rules hold: after the first calls, and after the bundled corpus', './heap.mjs');
step('Lead words per rule: how often the engine considers each rule in real text (counts, not timings)', './rule-index.mjs');
step('A first call: each checker in a fresh process, on a tiny text, then on the bundled cases, pass after pass', './cold-start.mjs');
step('A first meeting: distinct real conversations, each checked once in a fresh process, then again', './first-pass.mjs');
step('End to end through the CLI', './cli.mjs', quick ? ['--count', '100000'] : []);
