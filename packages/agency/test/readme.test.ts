import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { agencyRules } from '../src/index.js';
import { renderRuleTable } from './readme-table.js';

const path = new URL('../README.md', import.meta.url);
const START = '<!-- rules:start -->';
const END = '<!-- rules:end -->';

it('README rule table matches the code (UPDATE_README=1 regenerates it)', () => {
  const readme = readFileSync(path, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  expect(from).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  const table = renderRuleTable(agencyRules);
  if (process.env.UPDATE_README) {
    writeFileSync(path, `${readme.slice(0, from + START.length)}\n${table}\n${readme.slice(to)}`);
    return;
  }
  expect(readme.slice(from + START.length, to).trim()).toBe(table);
  const ids = [...readme.matchAll(/`(agency\/[a-z0-9-]+)`/g)].map((m) => m[1]);
  const known = new Set(agencyRules.map((r) => r.id));
  expect(ids.filter((id) => !known.has(id!))).toEqual([]);
});
