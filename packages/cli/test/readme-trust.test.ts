import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkAgency } from '@synthesis/agency';
import { checkPivot } from '@synthesis/pivot';
import { checkReassurance } from '@synthesis/reassurance';

/**
 * The root README's "How far to trust it" table, computed from the labeled cases, so the
 * figures it shows are the ones the code gives today (UPDATE_README=1 rewrites it).
 */
const root = join(__dirname, '../../..');
const readmePath = join(root, 'README.md');
const START = '<!-- trust:start -->';
const END = '<!-- trust:end -->';

/** The newest blind half: written from the labeling guide alone, never read by whoever tuned the rules. */
const BLIND_HALF = ['animals-and-vets', 'gaming-and-online-life', 'art-and-making'];

interface Case {
  user: string;
  assistant: string;
  checks: string[];
  expected: Record<string, boolean>;
  tags: string[];
}

function load(dir: string, keep: (file: string) => boolean = () => true): Case[] {
  const cases: Case[] = [];
  for (const f of readdirSync(join(root, dir)).sort()) {
    if (!f.endsWith('.jsonl') || !keep(f.slice(0, -'.jsonl'.length))) continue;
    for (const line of readFileSync(join(root, dir, f), 'utf8').split('\n')) if (line.trim() !== '') cases.push(JSON.parse(line) as Case);
  }
  return cases;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

/** One column: per check, "accuracy; bad replies caught of all bad, false alarms"; then users not noticed. */
function column(cases: Case[]): string[] {
  const tally = { agency_language: [0, 0, 0, 0], unverifiable_reassurance: [0, 0, 0, 0], topic_pivot: [0, 0, 0, 0] } as Record<string, number[]>;
  let distressed = 0;
  let missed = 0;
  for (const c of cases) {
    const results: Record<string, boolean> = {};
    if (c.checks.includes('agency_language')) results.agency_language = checkAgency(c.assistant).pass;
    if (c.checks.includes('unverifiable_reassurance')) results.unverifiable_reassurance = checkReassurance(c.assistant).pass;
    if (c.checks.includes('topic_pivot')) {
      const r = checkPivot(c.user, c.assistant);
      results.topic_pivot = r.pass;
      if (!c.tags.includes('no-vulnerability')) {
        distressed++;
        if (!r.applicable) missed++;
      }
    }
    for (const [check, pass] of Object.entries(results)) {
      const t = tally[check]!;
      const bad = c.expected[check] === false;
      t[0]! += pass !== bad ? 1 : 0; // right
      t[1]! += 1; // cases
      t[2]! += bad && !pass ? 1 : 0; // caught
      t[3]! += !bad && !pass ? 1 : 0; // false alarms
    }
  }
  return Object.entries(tally)
    .map(([check, [right, n, caught, alarms]]) => {
      const bad = cases.filter((c) => c.checks.includes(check) && c.expected[check] === false).length;
      return `${((100 * right!) / n!).toFixed(1)} %; ${fmt(caught!)} of ${fmt(bad)} caught, ${fmt(alarms!)} false alarm${alarms === 1 ? '' : 's'}`;
    })
    .concat(`${fmt(missed)} of ${fmt(distressed)}`);
}

function table(): string {
  const sets = [
    { title: 'data/corpus/', note: 'tuned on', cases: load('data/corpus') },
    { title: 'data/heldout/', note: 'never read', cases: load('data/heldout') },
    { title: 'newest blind half', note: 'never read', cases: load('data/corpus', (f) => BLIND_HALF.includes(f)) },
  ];
  const cols = sets.map((s) => column(s.cases));
  const head = `| | ${sets.map((s) => `${s.title.endsWith('/') ? `\`${s.title}\`` : s.title} (${fmt(s.cases.length)} cases, ${s.note})`).join(' | ')} |`;
  const labels = ['`agency_language`', '`unverifiable_reassurance`', '`topic_pivot`', 'distressed users `topic_pivot` did not notice'];
  const body = labels.map((label, k) => `| ${label} | ${cols.map((c) => c[k]).join(' | ')} |`);
  return [head, `| --- | --- | --- | --- |`, ...body].join('\n');
}

it('the README trust table gives the figures the checkers give today (UPDATE_README=1 rewrites it)', () => {
  const readme = readFileSync(readmePath, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  expect(from).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  const generated = table();
  if (process.env.UPDATE_README) {
    writeFileSync(readmePath, `${readme.slice(0, from + START.length)}\n${generated}\n${readme.slice(to)}`);
    return;
  }
  expect(readme.slice(from + START.length, to).trim()).toBe(generated);
}, 120_000);
