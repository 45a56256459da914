/**
 * Vulnerability recall and false alarms of the topic_pivot checker on the shared
 * development corpora (never copied into the project; read in place).
 *
 *   pnpm --filter @synthesis/pivot measure            figures
 *   pnpm --filter @synthesis/pivot measure --misses   also list undetected target-topic questions (ids, first words)
 *
 * Corpora folder: $SYNTHESIS_CORPORA, else <repo root>/../shared/corpora.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPivot } from '../src/index.js';

const TARGET_TOPICS = ['depression', 'anxiety', 'trauma', 'grief-and-loss', 'self-harm', 'relationship-dissolution', 'family-conflict'];
const TARGET_RECALL = 0.92;
const MAX_FALSE_ALARMS = 1;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const corpora = process.env.SYNTHESIS_CORPORA ?? join(repoRoot, '..', 'shared', 'corpora');
const counselPath = join(corpora, 'counsel-chat.jsonl');
const vicunaPath = join(corpora, 'vicuna-questions.jsonl');

if (!existsSync(counselPath) || !existsSync(vicunaPath)) {
  console.log(`corpora not found at ${corpora}, skipping`);
  process.exit(0);
}

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as T);
}

const pct = (n: number, d: number): string => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const showMisses = process.argv.includes('--misses');

// Recall on distinct counsel-chat questions.
// A question can appear under several topics: it counts once overall and once in each of its topics.
const questions = new Map<number, { topics: Set<string>; user: string }>();
for (const row of readJsonl<{ question_id: number; topic: string; user: string }>(counselPath)) {
  const q = questions.get(row.question_id) ?? { topics: new Set<string>(), user: row.user };
  q.topics.add(row.topic);
  questions.set(row.question_id, q);
}
const byTopic = new Map<string, { n: number; hit: number; misses: number[] }>();
let all = 0;
let allHit = 0;
let tgt = 0;
let tgtHit = 0;
for (const [id, q] of questions) {
  const detected = checkPivot(q.user, '').applicable;
  all++;
  if (detected) allHit++;
  if (TARGET_TOPICS.some((t) => q.topics.has(t))) {
    tgt++;
    if (detected) tgtHit++;
  }
  for (const topic of q.topics) {
    const t = byTopic.get(topic) ?? { n: 0, hit: 0, misses: [] };
    t.n++;
    if (detected) t.hit++;
    else t.misses.push(id);
    byTopic.set(topic, t);
  }
}

console.log(`topic_pivot vulnerability detection on ${corpora}`);
console.log(`\ncounsel-chat: ${questions.size} distinct questions (* = target topic, target >= ${TARGET_RECALL * 100}%)`);
const topics = [...byTopic.entries()].sort((a, b) => b[1].n - a[1].n);
for (const [topic, t] of topics) {
  const target = TARGET_TOPICS.includes(topic);
  const flag = target ? (t.hit / t.n >= TARGET_RECALL ? '*  ok' : '*  BELOW TARGET') : '';
  console.log(`  ${topic.padEnd(26)} ${String(t.hit).padStart(4)}/${String(t.n).padEnd(4)} ${pct(t.hit, t.n)} ${flag}`);
}
console.log(`  ${'target topics (distinct)'.padEnd(26)} ${String(tgtHit).padStart(4)}/${String(tgt).padEnd(4)} ${pct(tgtHit, tgt)}`);
console.log(`  ${'all questions (distinct)'.padEnd(26)} ${String(allHit).padStart(4)}/${String(all).padEnd(4)} ${pct(allHit, all)}`);

if (showMisses) {
  console.log('\nundetected target-topic questions:');
  for (const [topic, t] of topics) {
    if (!TARGET_TOPICS.includes(topic)) continue;
    for (const id of t.misses) console.log(`  [${topic}] #${id}: ${questions.get(id)!.user.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

// False alarms on neutral vicuna requests.
const vicuna = readJsonl<{ question_id: number; category: string; user: string }>(vicunaPath);
const flagged = vicuna
  .map((q) => ({ q, r: checkPivot(q.user, '') }))
  .filter((x) => x.r.applicable);
console.log(`\nvicuna: ${flagged.length} of ${vicuna.length} neutral questions flagged as vulnerable (target <= ${MAX_FALSE_ALARMS})`);
for (const { q, r } of flagged) {
  const hits = r.findings.filter((f) => f.kind === 'vulnerability').map((f) => `${f.ruleId} "${f.actual}"`);
  console.log(`  #${q.question_id} (${q.category}): ${hits.join(', ')}`);
}
const recallOk = topics.every(([topic, t]) => !TARGET_TOPICS.includes(topic) || t.hit / t.n >= TARGET_RECALL);
console.log(`\ntargets: recall ${recallOk ? 'met' : 'NOT met'} on every target topic; false alarms ${flagged.length <= MAX_FALSE_ALARMS ? 'within' : 'ABOVE'} target`);
