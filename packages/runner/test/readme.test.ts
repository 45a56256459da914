import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { runReadmeExample } from '../../../test-support/readme-example.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

it('runs the "Running a suite" example as written, from the repo root, and prints what its comments say', async () => {
  const { printed, promised } = await runReadmeExample(new URL('../README.md', import.meta.url), '## Running a suite', root);
  expect(promised.length).toBeGreaterThan(0);
  expect(printed).toEqual(promised);
});
