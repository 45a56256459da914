import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReassurance, reassuranceChecker, reassuranceRules } from '../src/index.js';

describe('public surface', () => {
  it('exports exactly the documented names', async () => {
    expect(Object.keys(await import('../src/index.js')).sort()).toEqual(['checkReassurance', 'reassuranceChecker', 'reassuranceRules']);
  });

  it('has the check name, the package version and the rule table in meta', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string; dependencies: Record<string, string> };
    expect(reassuranceChecker.apiVersion).toBe(1);
    expect(reassuranceChecker.meta.name).toBe('unverifiable_reassurance');
    expect(reassuranceChecker.meta.version).toBe(pkg.version);
    expect(reassuranceChecker.meta.inputs).toEqual(['assistant']);
    expect(reassuranceChecker.meta.rules).toBe(reassuranceRules);
    expect(Object.keys(pkg.dependencies)).toEqual(['@synthesis/core']);
  });

  it('every rule has an id, a one-line rationale and a suggestion', () => {
    for (const r of reassuranceRules) {
      expect(r.id).toMatch(/^reassurance\/(?:mind-reading|guarantee)-[a-z0-9-]+$/);
      expect(r.id.split('/')[1]!.startsWith(r.kind)).toBe(true);
      expect(r.rationale).not.toMatch(/\n/);
      expect(r.suggestion ?? '').not.toBe('');
    }
  });

  it('src uses no Node built-ins (it runs in browsers)', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = new URL('../src/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/from ['"](?:node:|fs|path|url|os)['"/]/);
    }
  });

  it('the plain function and the checker agree', () => {
    const text = "Don't worry, you'll be fine.";
    const viaChecker = reassuranceChecker.check({ user: 'x', assistant: text }, {
      options: reassuranceChecker.meta.defaultOptions,
      similarity: { name: 'unused', similarity: () => 0 } as never,
    });
    expect(checkReassurance(text)).toEqual(viaChecker);
  });
});
