// What a run over cases never seen before costs: a fresh process loads the three
// checkers, then checks each distinct real conversation once (counsel-chat pairs
// when ../shared/corpora exists, and the calibration corpus), then once more.
// Real suites are mostly first meetings: the regex engine compiles each rule's
// pattern on its first run, and the rule engine reads the patterns again for every
// new word sequence it indexes, so the first pass costs far more than a warm one.
//   node bench/first-pass.mjs          (prints one line)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCorpus, readJsonl } from './jsonl.mjs';

const t0 = performance.now();
const root = new URL('../packages/', import.meta.url);
const [{ checkAgency }, { checkReassurance }, { checkPivot }] = await Promise.all(
  ['agency', 'reassurance', 'pivot'].map((p) => import(new URL(`${p}/dist/index.js`, root).href)),
);
const loadMs = performance.now() - t0;

const corpora = process.env.SYNTHESIS_CORPORA ?? fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const counselChat = `${corpora.replace(/\/$/, '')}/counsel-chat.jsonl`;
const cases = [
  ...(existsSync(counselChat) ? readJsonl(counselChat) : []),
  ...readCorpus(),
];
const run = (c) => {
  checkAgency(c.assistant);
  checkReassurance(c.assistant);
  checkPivot(c.user, c.assistant);
};
const pass = () => {
  const start = performance.now();
  for (const c of cases) run(c);
  return cases.length / ((performance.now() - start) / 1000);
};
const first = pass();
const second = pass();
const fmt = (x) => Math.round(x).toLocaleString('en-US');
console.log(`  ${cases.length.toLocaleString('en-US')} distinct conversations${existsSync(counselChat) ? ' (counsel-chat and the corpus)' : ' (the corpus)'}: loading the checkers ${Math.round(loadMs)} ms, first pass ${fmt(first)} cases/s, second pass ${fmt(second)} cases/s`);
