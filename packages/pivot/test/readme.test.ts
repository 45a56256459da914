import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pivotRules } from '../src/index.js';

const README_URL = new URL('../README.md', import.meta.url);
let readme = readFileSync(README_URL, 'utf8');
const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The rules table as the README shows it; regenerate with `UPDATE_README=1`. */
export function rulesTable(): string {
  const rows = pivotRules.map((r) => `| \`${r.id}\` | ${r.kind} | ${cell(r.rationale)} | ${cell(r.suggestion ?? '')} |`);
  return ['| id | kind | rationale | suggestion |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

if (process.env.UPDATE_README === '1') {
  const start = readme.indexOf('<!-- rules:start -->') + '<!-- rules:start -->'.length;
  const end = readme.indexOf('<!-- rules:end -->');
  readme = `${readme.slice(0, start)}\n${rulesTable()}\n${readme.slice(end)}`;
  writeFileSync(README_URL, readme);
}

describe('README', () => {
  it('has the rules table generated from meta.rules, with no stale ids', () => {
    const start = readme.indexOf('<!-- rules:start -->');
    const end = readme.indexOf('<!-- rules:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(readme.slice(start + '<!-- rules:start -->'.length, end).trim()).toBe(rulesTable());
    const ids = [...readme.matchAll(/`(pivot\/[a-z0-9-]+)`/g)].map((m) => m[1]);
    const known = new Set(pivotRules.map((r) => r.id));
    expect(ids.filter((id) => !known.has(id!))).toEqual([]);
  });

  it('gives the number of vulnerability rules the checker has', () => {
    const said = /shows vulnerability \((\d+) rules:/.exec(readme);
    expect(said, 'README: "shows vulnerability (N rules: …"').not.toBeNull();
    expect(Number(said![1])).toBe(pivotRules.filter((r) => r.kind === 'vulnerability').length);
  });

  it('has the shared headings', () => {
    for (const h of ['## Install and use', '## What it catches', '## How it decides', '## Options', '## Rules', '## Examples', '## Limits']) {
      expect(readme).toContain(h);
    }
  });
});
