// One 1 MB row timed in a process that has seen nothing else: node bench/megabyte-fresh.mjs '<row name>'
// (bench/checkers.mjs runs it once per row, after timing the rows in its own warm process).
import { megabyteRows, timeRow } from './megabyte.mjs';

const name = process.argv[2];
if (!(name in megabyteRows)) {
  console.error(`megabyte-fresh: unknown row "${name}"; rows: ${Object.keys(megabyteRows).join(', ')}`);
  process.exit(1);
}
const root = new URL('../packages/', import.meta.url);
const load = async (dir) => import(new URL(`${dir}/dist/index.js`, root).href);
const [{ checkAgency }, { checkReassurance }, { checkPivot }] = await Promise.all([load('agency'), load('reassurance'), load('pivot')]);
console.log(timeRow(name, { checkAgency, checkReassurance, checkPivot }));
