/**
 * Reads the development corpora (../shared/corpora from the project root) when they
 * exist and prints how often each rule fires on real therapist answers (counsel-chat)
 * and on everyday requests (vicuna). The corpora carry no reassurance labels: the
 * figures are for reading the hits, not a precision score. Skips cleanly without them.
 *
 *   pnpm --filter @synthesis/reassurance measure [--show <rule-slug>]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReassurance } from '../src/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dir = join(root, '..', 'shared', 'corpora');
if (!existsSync(join(dir, 'counsel-chat.jsonl'))) {
  console.log(`corpora not found at ${dir}: skipped`);
  process.exit(0);
}
const show = process.argv.includes('--show') ? process.argv[process.argv.indexOf('--show') + 1] : undefined;

function rows(file: string): Record<string, string>[] {
  return readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, string>);
}

const answers = rows('counsel-chat.jsonl').map((r) => r.assistant ?? '');
const byRule = new Map<string, number>();
let failed = 0;
for (const text of answers) {
  const r = checkReassurance(text);
  if (!r.pass) failed++;
  for (const id of new Set(r.findings.map((f) => f.ruleId))) byRule.set(id, (byRule.get(id) ?? 0) + 1);
  if (show) for (const f of r.findings) if (show === 'all' || f.ruleId.endsWith(show)) {
    console.log(`  ${f.ruleId}: ...${text.slice(Math.max(0, f.start - 60), f.start)}[[${f.actual}]]${text.slice(f.end, f.end + 40)}...`.replace(/\s+/g, ' '));
  }
}
console.log(`counsel-chat answers: ${answers.length}, flagged ${failed} (${((100 * failed) / answers.length).toFixed(1)} %)`);
for (const [id, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${id}`);

const vicuna = rows('vicuna-questions.jsonl').map((r) => r.user ?? '');
const vFlagged = vicuna.filter((t) => !checkReassurance(t).pass).length;
console.log(`vicuna questions (as text): ${vicuna.length}, flagged ${vFlagged}`);
