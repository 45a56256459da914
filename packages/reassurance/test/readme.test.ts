import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, START, ruleTableMarkdown } from '../scripts/rule-table.js';
import { checkReassurance, reassuranceRules } from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('has the shared headings', () => {
    for (const h of ['## Install and use', '## What it catches', '## How it decides', '## Options', '## Rules', '## Examples flagged / not flagged', '## Limits']) {
      expect(readme).toContain(h);
    }
  });

  it('carries the rule table generated from the code (run scripts/rule-table.ts --write)', () => {
    const block = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    expect(block).toBe(ruleTableMarkdown());
  });

  it('lists every rule id with its rationale, and no stale id', () => {
    for (const r of reassuranceRules) {
      expect(readme).toContain(`| \`${r.id}\` | ${r.kind} | ${r.rationale.replace(/\|/g, '\\|')} |`);
    }
    const known = new Set(reassuranceRules.map((r) => r.id));
    for (const m of readme.matchAll(/reassurance\/(?:mind-reading|guarantee)-[a-z0-9-]+/g)) expect(known.has(m[0]), m[0]).toBe(true);
  });

  it('states the rule counts it shows', () => {
    const mind = reassuranceRules.filter((r) => r.kind === 'mind-reading').length;
    expect(readme).toContain(`${mind} mind-reading rules and ${reassuranceRules.length - mind} guarantee rules`);
  });

  it('gives the verdicts and hits its examples table shows', () => {
    const section = readme.slice(readme.indexOf('## Examples flagged'), readme.indexOf('## Limits'));
    const rows = [...section.matchAll(/^\| (.+?) \| (pass|fail) \| (.+?) \|$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [, text, verdict, hits] of rows) {
      const r = checkReassurance(text!);
      expect(r.pass, text).toBe(verdict === 'pass');
      if (verdict === 'fail') expect(r.hits.map((h) => `\`${h}\``).join(', '), text).toBe(hits);
    }
  });
});
