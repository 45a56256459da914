import { expect, it } from 'vitest';
import * as cli from '../dist/index.js';

it('exports exactly the public surface', () => {
  expect(Object.keys(cli).sort()).toEqual([
    'CLI_VERSION', 'DEFAULT_CASES', 'DEFAULT_OUT', 'DEFAULT_SCHEMA', 'builtinCheckers', 'bundledSchemaPath', 'createProgram', 'main', 'parseFailOn', 'parseWorkers', 'runCheckCommand', 'runEval',
  ]);
});
