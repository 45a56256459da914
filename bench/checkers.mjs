// Checker throughput and worst-case timings, printed as figures (never asserted).
//   node bench/checkers.mjs [--seconds 2]
// Needs the built packages (pnpm build).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { syntheticCases } from './text.mjs';
import { jsFloor, prepare } from './js-floor.mjs';
import { megabyteRows, timeRow } from './megabyte.mjs';
import { readJsonl } from './jsonl.mjs';

const root = new URL('../packages/', import.meta.url);
const load = async (dir) => import(new URL(`${dir}/dist/index.js`, root).href);
const [{ checkAgency, agencyRules }, { checkReassurance, reassuranceRules }, { checkPivot, pivotRules }, { compileRules, normalizeText, toNormalizedOffset }] = await Promise.all([
  load('agency'), load('reassurance'), load('pivot'), load('core'),
]);

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 2;

function runAll(c) {
  checkAgency(c.assistant);
  checkReassurance(c.assistant);
  checkPivot(c.user, c.assistant);
}

/**
 * The least the three checkers together cost a case with this engine: each text is
 * normalized and split into words at least once (agency and reassurance read the
 * reply, pivot the user message), which is what one scan of a rule that never
 * matches does. Their throughput cannot pass this figure, whatever their rules.
 */
const never = compileRules([{ id: 'bench/never', kind: 'bench', rationale: 'Matches no real text.', pattern: /\bzzqxjv\b/ }]);
function readOnly(c) {
  never.scan(normalizeText(c.user));
  never.scan(normalizeText(c.assistant));
}

/**
 * What the pattern runs alone cost: a checker reports every place a rule matches,
 * and a finding is only known by running its rule's pattern there. This runs only
 * those patterns, each sticky at the start of a finding the three checkers report
 * for the case, in the normalized text (prepared once per case; no reading, no
 * lookup, no result), so it says how much of a case's time is regex matching.
 */
const ruleById = new Map([...agencyRules, ...reassuranceRules, ...pivotRules].map((r) => [r.id, r]));
const sticky = new Map();
function confirmations(c) {
  const results = [checkAgency(c.assistant), checkReassurance(c.assistant), checkPivot(c.user, c.assistant)];
  return results.flatMap((result) => result.findings).map((f) => {
    const rule = ruleById.get(f.ruleId);
    let re = sticky.get(f.ruleId);
    if (re === undefined) sticky.set(f.ruleId, (re = new RegExp(rule.pattern.source, `y${rule.pattern.flags}`)));
    const norm = normalizeText(c[f.field]);
    const at = toNormalizedOffset(norm, f.start);
    re.lastIndex = at;
    if (!re.test(norm.text)) throw new Error(`bench: ${f.ruleId} does not match again at ${at}`);
    return { re, text: norm.text, at, ruleId: f.ruleId };
  });
}
function confirmOnly(runs) {
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i];
    r.re.lastIndex = r.at;
    r.re.test(r.text);
  }
}

/** Cases per second on this one thread, over `seconds` of wall time after a warm-up. */
function throughput(cases, run = runAll) {
  for (let i = 0; i < 2000; i++) run(cases[i % cases.length]);
  let n = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) run(cases[(n + i) % cases.length]);
    n += 1000;
  }
  return n / ((performance.now() - start) / 1000);
}

const { shorts, longs } = syntheticCases();
const avg = (xs, f) => Math.round(xs.reduce((s, x) => s + f(x).length, 0) / xs.length);

/**
 * What this machine does per byte with no checker at all: summing a 100-byte typed
 * array in a loop, the cheapest pass over text there is. Every pass over a text
 * (normalizing, splitting into words, counting terms, matching) costs at least
 * this per character, which puts the throughput figures below in proportion.
 */
function bareLoopNsPerByte() {
  const bytes = Uint8Array.from({ length: 100 }, (_, i) => 97 + (i % 26));
  const sum = (a) => {
    let h = 0;
    for (let i = 0; i < a.length; i++) h = (h + a[i]) | 0;
    return h;
  };
  let best = Infinity;
  let sink = 0;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let k = 0; k < 200_000; k++) sink ^= sum(bytes);
    best = Math.min(best, ((performance.now() - start) * 1e6) / (200_000 * bytes.length));
  }
  return sink === 0.5 ? 0 : best; // sink keeps the loop from being optimized away
}

/**
 * Run `measure` between two readings of the machine reference, and say both: this
 * machine's speed drifts (2:1 within an hour on a shared VM), and a figure is only
 * comparable with another taken at a similar reference.
 */
function withReference(measure) {
  const before = bareLoopNsPerByte();
  const value = measure();
  const after = bareLoopNsPerByte();
  return { value, reference: `reference ${before.toFixed(2)} → ${after.toFixed(2)} ns/byte` };
}

const rate = (cases, run = runAll) => {
  const { value, reference } = withReference(() => throughput(cases, run));
  return `${Math.round(value).toLocaleString('en-US')} cases/s`.padEnd(18) + `(${reference})`;
};
console.log('Machine reference: a bare loop summing bytes, in ns per byte (best of 5), read before and after each figure');
console.log('Checker throughput (all three checkers per case, one core)');
console.log(`  short cases (user ~${avg(shorts, (c) => c.user)} chars, reply ~${avg(shorts, (c) => c.assistant)} chars), target >= 150,000: ${rate(shorts)}`);
console.log(`  long cases  (user ~${avg(longs, (c) => c.user)} chars, reply ~${avg(longs, (c) => c.assistant)} chars), target >= 40,000:   ${rate(longs)}`);
console.log('The floor: only normalizing both texts and splitting them into words (one scan of a rule that never matches)');
console.log(`  short cases: ${rate(shorts, readOnly)}`);
console.log(`  long cases:  ${rate(longs, readOnly)}`);
const shortRuns = shorts.slice(0, 1000).map(confirmations);
const longRuns = longs.map(confirmations);
console.log('The pattern runs alone: only each reported finding\'s regex, run at its match');
console.log(`  short cases (${avg(shortRuns, (runs) => runs)} findings a case): ${rate(shortRuns, confirmOnly)}`);
console.log(`  long cases  (${avg(longRuns, (runs) => runs)} findings a case): ${rate(longRuns, confirmOnly)}`);
/**
 * Rule patterns each checker runs per case, counted (not timed, so the figure does
 * not drift with the machine): the engine runs a rule's pattern only where the
 * words of the text let it match, and this says how well that holds. A rule that
 * lets any word follow a common one ("your", "the") shows here first.
 */
function patternRunsPerCase(cases, check) {
  const test = RegExp.prototype.test;
  let runs = 0;
  RegExp.prototype.test = function (s) {
    if (this.sticky) runs++;
    return test.call(this, s);
  };
  try {
    for (const c of cases) check(c);
  } finally {
    RegExp.prototype.test = test;
  }
  return (runs / cases.length).toFixed(1);
}
const perChecker = (cases) =>
  [['agency', (c) => checkAgency(c.assistant)], ['reassurance', (c) => checkReassurance(c.assistant)], ['pivot', (c) => checkPivot(c.user, c.assistant)]]
    .map(([name, check]) => `${name} ${patternRunsPerCase(cases, check)}`)
    .join(', ');
console.log('Rule patterns run per case, counted (each checker alone)');
console.log(`  short cases: ${perChecker(shorts.slice(0, 1000))}`);
console.log(`  long cases:  ${perChecker(longs)}`);
const floorCase = (c, runs) => prepare(c, checkPivot(c.user, c.assistant).applicable, runs);
const shortFloors = shorts.slice(0, 1000).map((c, i) => floorCase(c, shortRuns[i]));
const longFloors = longs.map((c, i) => floorCase(c, longRuns[i]));
const applicableShare = (xs) => `${Math.round((100 * xs.filter((c) => c.applicable).length) / xs.length)} %`;
console.log('The JavaScript floor: the least any implementation does (every character read; for a vulnerable user the words of both');
console.log('  texts hashed and counted and their cosine; each finding\'s regex run and recorded), as tight as we can write it (bench/js-floor.mjs)');
console.log(`  short cases (${applicableShare(shortFloors)} vulnerable), budget 150,000: ${rate(shortFloors, jsFloor)}`);
console.log(`  long cases  (${applicableShare(longFloors)} vulnerable), budget 40,000:   ${rate(longFloors, jsFloor)}`);

// The same on real conversations, when the development corpora are there (they are
// read in place, never copied into the project): therapists' answers to people's
// questions, which hold far more varied wording than the synthetic cases.
const corpora = process.env.SYNTHESIS_CORPORA ?? fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const counselChat = `${corpora.replace(/\/$/, '')}/counsel-chat.jsonl`;
if (existsSync(counselChat)) {
  const rows = readJsonl(counselChat);
  const realShort = rows.filter((c) => c.assistant.length < 400);
  const realLong = rows.filter((c) => c.assistant.length >= 1000 && c.assistant.length <= 2000);
  console.log(`Real text (counsel-chat questions and answers, ${counselChat})`);
  console.log(`  ${realShort.length} cases, reply < 400 chars (user ~${avg(realShort, (c) => c.user)}, reply ~${avg(realShort, (c) => c.assistant)}): ${rate(realShort)}`);
  console.log(`  ${realLong.length} cases, reply 1,000-2,000 chars (user ~${avg(realLong, (c) => c.user)}, reply ~${avg(realLong, (c) => c.assistant)}): ${rate(realLong)}`);
  console.log(`  rule patterns run per case, counted: reply < 400 chars: ${perChecker(realShort)}; 1,000-2,000 chars: ${perChecker(realLong)}`);
} else {
  console.log(`Real text: skipped (no ${counselChat}; set SYNTHESIS_CORPORA to the corpora folder)`);
}

// 1 MB adversarial replies (bench/megabyte.mjs): first in this process, warm from the
// throughput runs above (each row pays for giving up code the JIT optimized for other
// texts, and for optimizing again), then each row alone in a fresh process, which is
// what a worker that meets a huge reply first would see. The two differ by up to half.
console.log('\n1 MB adversarial replies (ms per checker, target < 50 ms: median of calls 9-13 on the row\'s text, fastest in brackets, then the first call)');
console.log('  input                                  agency         reassurance        pivot(reply)         pivot(user)');
const tableBefore = bareLoopNsPerByte();
for (const name of Object.keys(megabyteRows)) console.log(timeRow(name, { checkAgency, checkReassurance, checkPivot }));
console.log(`  (in this process, warm from the runs above; reference ${tableBefore.toFixed(2)} → ${bareLoopNsPerByte().toFixed(2)} ns/byte)`);
const freshBefore = bareLoopNsPerByte();
const freshScript = fileURLToPath(new URL('./megabyte-fresh.mjs', import.meta.url));
for (const name of Object.keys(megabyteRows)) {
  const run = spawnSync(process.execPath, [freshScript, name], { encoding: 'utf8' });
  process.stdout.write(run.status === 0 ? run.stdout : `  ${name}: the fresh process failed (${run.stderr.trim()})\n`);
}
console.log(`  (each row in a fresh process that has seen only that row; reference ${freshBefore.toFixed(2)} → ${bareLoopNsPerByte().toFixed(2)} ns/byte)`);
