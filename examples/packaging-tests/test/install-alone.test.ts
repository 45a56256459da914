import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, missingSource, pack, packageDir, run, runOk, tempDir } from './support.js';

/**
 * Each checker, packed with core and installed with plain npm into an app outside
 * the workspace, must work on its own: no other package pulled in, ESM import,
 * CJS require, and types under node16 and bundler resolution.
 */
const CHECKERS = [
  {
    dir: 'reassurance', pkg: '@synthesis/reassurance', fn: 'checkReassurance', checker: 'reassuranceChecker',
    input: { user: 'I have my driving test tomorrow and I am so nervous', assistant: "I know exactly how you feel. You'll definitely pass, I promise!" },
  },
  {
    dir: 'agency', pkg: '@synthesis/agency', fn: 'checkAgency', checker: 'agencyChecker',
    input: { user: 'My sister keeps borrowing money and never pays it back.', assistant: 'You need to cut her off. You should just stop answering her calls.' },
  },
  {
    dir: 'pivot', pkg: '@synthesis/pivot', fn: 'checkPivot', checker: 'pivotChecker',
    input: { user: "My dad died last week and I can't stop crying.", assistant: "That sounds hard. Anyway, have you tried pottery? It's a relaxing hobby." },
  },
] as const;

for (const c of CHECKERS) {
  describe(`${c.pkg} installs alone`, () => {
    let app = '';
    let tarballs: string[] = [];
    let setupError: string | null = null;

    beforeAll(() => {
      setupError = missingSource(packageDir(c.dir));
      if (setupError) return;
      app = tempDir(`alone-${c.dir}`);
      writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }));
      tarballs = [pack(packageDir('core'), app), pack(packageDir(c.dir), app)];
      // Plain npm, as a user outside the workspace would; the tarballs have no external dependency.
      runOk('npm', ['install', ...tarballs, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app });
    });
    afterAll(() => {
      if (app) rmSync(app, { recursive: true, force: true });
    });

    const ready = (): void => {
      if (setupError) throw new Error(`${c.pkg} cannot be packed: ${setupError}`);
    };

    it('installs nothing but core and the checker (no ajv, chalk, commander)', () => {
      ready();
      const top = readdirSync(path.join(app, 'node_modules')).filter((n) => !n.startsWith('.'));
      expect(top).toEqual(['@synthesis']);
      expect(readdirSync(path.join(app, 'node_modules/@synthesis')).sort()).toEqual([c.dir, 'core'].sort());
    });

    const verdictScript = (imp: string): string => `${imp}
const result = core.runCheck(mod.${c.checker}, ${JSON.stringify(c.input)});
console.log(JSON.stringify({ fn: typeof mod.${c.fn}, name: mod.${c.checker}.meta.name, pass: result.pass, rules: result.findings.map((f) => f.ruleId) }));`;

    function parse(stdout: string): { fn: string; name: string; pass: boolean; rules: string[] } {
      return JSON.parse(stdout.trim().split('\n').pop()!) as { fn: string; name: string; pass: boolean; rules: string[] };
    }

    it('works from ESM: import { ... } from the package', () => {
      ready();
      const script = verdictScript(`import * as mod from '${c.pkg}';\nimport * as core from '@synthesis/core';`);
      const out = parse(runOk('node', ['--input-type=module', '-e', script], { cwd: app }).stdout);
      expect(out.fn).toBe('function');
      expect(out.pass).toBe(false);
      expect(out.rules.length).toBeGreaterThan(0);
    });

    it('works from CommonJS: require(the package)', () => {
      ready();
      const script = verdictScript(`const mod = require('${c.pkg}');\nconst core = require('@synthesis/core');`);
      const file = path.join(app, 'verdict.cjs');
      writeFileSync(file, script);
      const out = parse(runOk('node', [file], { cwd: app }).stdout);
      expect(out.fn).toBe('function');
      expect(out.pass).toBe(false);
    });

    const tsSource = `import { ${c.fn}, ${c.checker} } from '${c.pkg}';
import { runCheck, type CheckResultBase } from '@synthesis/core';
const result: CheckResultBase = runCheck(${c.checker}, { user: 'u', assistant: 'a' });
const ok: boolean = result.pass;
// @ts-expect-error pass is a boolean: proves the types are real, not any
const wrong: string = result.pass;
const fn: Function = ${c.fn};
export { ok, wrong, fn };
`;

    for (const [resolution, module] of [['node16', 'node16'], ['bundler', 'esnext']] as const) {
      it(`type-checks under moduleResolution ${resolution}${resolution === 'node16' ? ' (ESM .ts and CommonJS .cts consumers)' : ''}`, () => {
        ready();
        const files = [path.join(app, `use-${resolution}.ts`)];
        // In a .cts file the imports compile to require(), so the packages' .d.cts types are used.
        if (resolution === 'node16') files.push(path.join(app, 'use-cjs.cts'));
        for (const file of files) writeFileSync(file, tsSource);
        const r = run(bin('tsc'), ['--noEmit', '--strict', '--target', 'es2022', '--module', module, '--moduleResolution', resolution, ...files], { cwd: app });
        expect((r.stdout + r.stderr).split('\n').filter((l) => l.includes('error TS'))).toEqual([]);
        expect(r.status).toBe(0);
      });
    }
  });
}
