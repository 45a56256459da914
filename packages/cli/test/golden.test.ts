import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cli, FIXTURES, PLUGIN, workdir } from './run-cli.js';

/** Volatile values (versions) replaced, so the golden file only moves when the report format does. */
function stable(report: { meta: { tool: { version: string }; checkers: { version: string }[] } }): unknown {
  report.meta.tool.version = '<version>';
  for (const c of report.meta.checkers) c.version = '<version>';
  return report;
}

it('writes the report with every field the spec shows (golden file; UPDATE_GOLDEN=1 regenerates)', () => {
  const dir = workdir('golden');
  const r = cli(['--cases', 'cases.jsonl', '--plugin', PLUGIN, '--no-color'], { cwd: dir });
  expect(r.status).toBe(2); // GOLD-3 is an unexpected failure
  const report = stable(JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8')));
  const goldenReport = join(FIXTURES, 'golden/report.golden.json');
  const goldenConsole = join(FIXTURES, 'golden/console.golden.txt');
  if (process.env.UPDATE_GOLDEN || !existsSync(goldenReport)) {
    writeFileSync(goldenReport, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(goldenConsole, r.stdout);
  }
  expect(report).toEqual(JSON.parse(readFileSync(goldenReport, 'utf8')));
  expect(r.stdout).toBe(readFileSync(goldenConsole, 'utf8'));
});
