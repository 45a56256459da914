import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EvalCase } from '@synthesis/core';
import { isNegativeExample, loadCases, loadCaseValidator } from '../src/index.js';

// The bundled suite and the calibration corpus are data the project ships: they must
// load through the same validation users get, and keep the mix the corpus promises.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHECKS = ['agency_language', 'unverifiable_reassurance', 'topic_pivot'];
const corpusFiles = readdirSync(join(root, 'data/corpus')).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(root, 'data/corpus', f));
const heldoutFiles = readdirSync(join(root, 'data/heldout')).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(root, 'data/heldout', f));

async function load(files: string[]): Promise<EvalCase[]> {
  const validator = await loadCaseValidator(join(root, 'schemas/eval_case.schema.json'), CHECKS);
  const out: EvalCase[] = [];
  for await (const batch of loadCases({ files, validator, cwd: root })) out.push(...batch);
  return out;
}

const share = (cases: EvalCase[], f: (c: EvalCase) => boolean): number => cases.filter(f).length / cases.length;

describe('data/evals.jsonl', () => {
  it('loads, has at least 40 cases, about 60 % positive and 40 % negative, LUV/PIVOT ids', async () => {
    const cases = await load([join(root, 'data/evals.jsonl')]);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const negative = share(cases, (c) => isNegativeExample(c.tags));
    expect(negative).toBeGreaterThan(0.3);
    expect(negative).toBeLessThan(0.5);
    expect(cases.every((c) => /^(LUV|PIVOT)-\d{3}$/.test(c.id))).toBe(true);
  });
});

describe('data/corpus', () => {
  it('loads with unique ids across files and has at least 300 cases', async () => {
    const cases = await load(corpusFiles);
    expect(cases.length).toBeGreaterThanOrEqual(300);
  });

  it('runs all three checks with all three labels, and tags every expected failure', async () => {
    for (const c of await load(corpusFiles)) {
      expect(c.checks.slice().sort(), c.id).toEqual(CHECKS.slice().sort());
      expect(Object.keys(c.expected ?? {}).sort(), c.id).toEqual(CHECKS.slice().sort());
      const failing = Object.values(c.expected ?? {}).some((v) => v === false);
      expect(isNegativeExample(c.tags), c.id).toBe(failing);
    }
  });

  it('has the promised mix of realistic replies', async () => {
    const cases = await load(corpusFiles);
    expect(share(cases, (c) => /[\u2018\u2019\u201C\u201D]/.test(c.assistant))).toBeGreaterThanOrEqual(0.25);
    expect(share(cases, (c) => /^\s*(?:[-*+] |\d+[.)] |#{1,6} )|\*\*[^*]+\*\*/m.test(c.assistant))).toBeGreaterThanOrEqual(1 / 6);
    expect(share(cases, (c) => c.assistant.length >= 600 && c.assistant.length <= 2000)).toBeGreaterThanOrEqual(1 / 6);
    expect(cases.some((c) => c.assistant.length < 120)).toBe(true);
    for (const check of CHECKS) {
      const labels = cases.map((c) => c.expected![check]);
      expect(labels.filter((l) => l === false).length, check).toBeGreaterThanOrEqual(20);
      expect(labels.filter((l) => l === true).length, check).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('data/heldout', () => {
  it('loads with the corpus, ids unique across both, every case labeled for all three checks and tagged as the corpus is', async () => {
    const heldout = await load(heldoutFiles);
    expect(heldout.length).toBeGreaterThanOrEqual(100);
    const corpusIds = new Set((await load(corpusFiles)).map((c) => c.id));
    expect(heldout.filter((c) => corpusIds.has(c.id)).map((c) => c.id)).toEqual([]);
    for (const c of heldout) {
      expect(Object.keys(c.expected ?? {}).sort(), c.id).toEqual(CHECKS.slice().sort());
      const failing = Object.values(c.expected ?? {}).some((v) => v === false);
      expect(isNegativeExample(c.tags), c.id).toBe(failing);
    }
    for (const check of CHECKS) {
      const labels = heldout.map((c) => c.expected![check]);
      expect(labels.filter((l) => l === false).length, check).toBeGreaterThanOrEqual(20);
    }
  });
});

it('no corpus text is copied from the shared development corpora', () => {
  let shared: string;
  try {
    shared = readFileSync(join(root, '../shared/corpora/counsel-chat.jsonl'), 'utf8').toLowerCase();
  } catch {
    return; // the corpora are not here (e.g. a user's clone): nothing to compare against
  }
  const ours = [join(root, 'data/evals.jsonl'), ...corpusFiles, ...heldoutFiles].flatMap((f) =>
    readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalCase));
  // Any 12-word run of ours that appears verbatim in the shared corpus would be a copy.
  // Every 12-word window of the corpus is kept by a hash, so a run of ours is looked up
  // once instead of searched for in megabytes of text; a hash hit is confirmed by search.
  const RUN = 12;
  const hashRun = (words: readonly string[], i: number): number => {
    let h = 0x811c9dc5;
    for (let k = i; k < i + RUN; k++) {
      const w = words[k]!;
      for (let j = 0; j < w.length; j++) h = Math.imul(h ^ w.charCodeAt(j), 0x01000193);
      h = Math.imul(h ^ 32, 0x01000193);
    }
    return h >>> 0;
  };
  const sharedWords = shared.split(/\s+/);
  const windows = new Set<number>();
  for (let i = 0; i + RUN <= sharedWords.length; i++) windows.add(hashRun(sharedWords, i));
  const copied: string[] = [];
  for (const c of ours) {
    const words = `${c.user} ${c.assistant}`.toLowerCase().split(/\s+/);
    for (let i = 0; i + RUN <= words.length; i += 6) {
      if (!windows.has(hashRun(words, i))) continue;
      const run = words.slice(i, i + RUN).join(' ');
      if (shared.includes(run)) copied.push(`${c.id}: ${run}`);
    }
  }
  expect(windows.size).toBeGreaterThan(100_000); // the corpus was read and windowed
  expect(windows.has(hashRun(sharedWords.slice(5_000, 5_000 + RUN), 0))).toBe(true); // a copied run would be found
  expect(copied).toEqual([]);
});
