// One fixed workload, run under valgrind by bench/instructions.mjs (not useful alone):
//   node bench/instructions-workload.mjs <packages dir> <workload> <passes>
// workload: `short` or `long` (the synthetic cases of bench/checkers.mjs, all three
// checkers per case, `passes` times over), or `megabyte:<row>:<checker>` (that 1 MB
// row of bench/megabyte.mjs, `passes` calls of one checker: agency, reassurance,
// pivot-reply or pivot-user, each on a text of its own as timeRow does).
import { pathToFileURL } from 'node:url';
import { megabyteRows } from './megabyte.mjs';
import { longCase, makeRandom, shortCase } from './text.mjs';

const [packages, workload, passesArg] = process.argv.slice(2);
const passes = Number(passesArg);
const load = (name) => import(pathToFileURL(`${packages}/${name}/dist/index.js`).href);
const [{ checkAgency }, { checkReassurance }, { checkPivot }] = await Promise.all([load('agency'), load('reassurance'), load('pivot')]);

// Every verdict is folded into this and printed, so no call can be optimized away.
let passed = 0;
if (workload === 'short' || workload === 'long') {
  const rnd = makeRandom(42);
  const cases = workload === 'short' ? Array.from({ length: 5000 }, () => shortCase(rnd)) : Array.from({ length: 1000 }, () => longCase(rnd));
  for (let p = 0; p < passes; p++) {
    for (const c of cases) {
      passed += Number(checkAgency(c.assistant).pass) + Number(checkReassurance(c.assistant).pass) + Number(checkPivot(c.user, c.assistant).pass);
    }
  }
} else {
  const [, row, checker] = workload.split(':');
  const text = megabyteRows[row];
  const call = {
    agency: (s) => checkAgency(s),
    reassurance: (s) => checkReassurance(s),
    'pivot-reply': (s) => checkPivot('I lost my job and I am scared.', s),
    'pivot-user': (s) => checkPivot(s, 'That sounds hard. Do you want to talk about it?'),
  }[checker];
  if (text === undefined || call === undefined) throw new Error(`unknown workload "${workload}"`);
  for (let k = 0; k < passes; k++) passed += Number(call(`${text.slice(k + 1)} `).pass);
}
console.log(`passed ${passed}`);
