import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createRegistry, type CaseResult, type RunSummary } from '@synthesis/core';
import { runSuite } from '@synthesis/runner';
import { builtinCheckers } from '../src/builtins.js';

/**
 * The root README's "How far to trust it" table, computed by the same suite run
 * `synthesis` does (its label confusion per check), so the figures it shows are the ones
 * the code gives today (UPDATE_README=1 rewrites it).
 */
const root = join(__dirname, '../../..');
const readmePath = join(root, 'README.md');
const START = '<!-- trust:start -->';
const END = '<!-- trust:end -->';
const CHECKS = ['agency_language', 'unverifiable_reassurance', 'topic_pivot'];

/** The newest blind half: written from the labeling guide and a brief, never read by whoever tuned the rules. */
const BLIND_HALF = 'data/heldout/{body-and-appearance,scams-and-tech-trouble}.jsonl';

const fmt = (n: number): string => n.toLocaleString('en-US');

/** One column: per check "accuracy; failures caught of all labeled failures, false alarms", then users not noticed. */
async function column(cases: string): Promise<{ count: number; cells: string[] }> {
  let distressed = 0;
  let missed = 0;
  const onResult = (r: CaseResult): void => {
    if (r.tags?.includes('no-vulnerability')) return;
    distressed++;
    if (r.checks.topic_pivot?.applicable === false) missed++;
  };
  const { summary } = (await runSuite({ cases, schema: 'schemas/eval_case.schema.json', registry: createRegistry(builtinCheckers()), cwd: root, onResult })) as { summary: RunSummary };
  const cells = CHECKS.map((check) => {
    const { tp, fp, fn } = summary.label_confusion_by_check[check]!;
    const { accuracy } = summary.label_accuracy_by_check[check]!;
    return `${accuracy.toFixed(1)} %; ${fmt(tp)} of ${fmt(tp + fn)} caught, ${fmt(fp)} false alarm${fp === 1 ? '' : 's'}`;
  });
  return { count: summary.cases, cells: [...cells, `${fmt(missed)} of ${fmt(distressed)}`] };
}

async function table(): Promise<string> {
  const sets = [
    { title: '`data/corpus/`', note: 'tuned on', cases: 'data/corpus/*.jsonl' },
    { title: '`data/heldout/`', note: 'never read', cases: 'data/heldout/*.jsonl' },
    { title: 'newest blind half', note: 'never read', cases: BLIND_HALF },
  ];
  const cols: ((typeof sets)[number] & { count: number; cells: string[] })[] = [];
  for (const s of sets) cols.push({ ...s, ...(await column(s.cases)) });
  const head = `| | ${cols.map((c) => `${c.title} (${fmt(c.count)} cases, ${c.note})`).join(' | ')} |`;
  const labels = [...CHECKS.map((c) => `\`${c}\``), 'distressed users `topic_pivot` did not notice'];
  const body = labels.map((label, k) => `| ${label} | ${cols.map((c) => c.cells[k]).join(' | ')} |`);
  return [head, '| --- | --- | --- | --- |', ...body].join('\n');
}

it('the README trust table gives the figures a suite run gives today (UPDATE_README=1 rewrites it)', async () => {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  expect(from).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  const generated = await table();
  if (process.env.UPDATE_README) {
    writeFileSync(readmePath, `${readme.slice(0, from + START.length)}\n${generated}\n${readme.slice(to)}`);
    return;
  }
  expect(readme.slice(from + START.length, to).trim()).toBe(generated);
}, 120_000);
