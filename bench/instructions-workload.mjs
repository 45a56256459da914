// One fixed workload, run under valgrind by bench/instructions.mjs (not useful alone):
//   node bench/instructions-workload.mjs <packages dir> <workload> <passes>
// workload: `short` or `long` (the synthetic cases of bench/checkers.mjs, all three
// checkers per case, `passes` times over), or `megabyte:<row>:<call>` (that 1 MB row
// of bench/megabyte.mjs, `passes` calls of one of its megabyteCalls: agency,
// reassurance, pivot-reply or pivot-user, each on a text of its own as timeRow does).
import { pathToFileURL } from 'node:url';
import { megabyteCalls, megabyteRows } from './megabyte.mjs';
import { syntheticCases } from './text.mjs';

const [packages, workload, passesArg] = process.argv.slice(2);
const passes = Number(passesArg);
const load = (name) => import(pathToFileURL(`${packages}/${name}/dist/index.js`).href);
const [{ checkAgency }, { checkReassurance }, { checkPivot }] = await Promise.all([load('agency'), load('reassurance'), load('pivot')]);

// Every verdict is folded into this and printed, so no call can be optimized away.
let passed = 0;
if (workload === 'short' || workload === 'long') {
  const { shorts, longs } = syntheticCases();
  const cases = workload === 'short' ? shorts : longs;
  for (let p = 0; p < passes; p++) {
    for (const c of cases) {
      passed += Number(checkAgency(c.assistant).pass) + Number(checkReassurance(c.assistant).pass) + Number(checkPivot(c.user, c.assistant).pass);
    }
  }
} else {
  const [, row, name] = workload.split(':');
  const text = megabyteRows[row];
  const call = megabyteCalls({ checkAgency, checkReassurance, checkPivot })[name];
  if (text === undefined || call === undefined) throw new Error(`unknown workload "${workload}"`);
  for (let k = 0; k < passes; k++) passed += Number(call(`${text.slice(k + 1)} `).pass);
}
console.log(`passed ${passed}`);
