import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme-example.js';

it('runs the "JSON report" example as written and prints what its comments say', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'reporter-readme-'));
  const { printed, promised } = await runReadmeExample(new URL('../README.md', import.meta.url), '## JSON report', cwd);
  expect(promised.length).toBeGreaterThan(0);
  expect(printed).toEqual(promised);
});
