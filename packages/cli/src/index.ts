export { builtinCheckers } from './builtins.js';
export { createProgram, main, parseFailOn } from './program.js';
export type { EvalFlags } from './eval-command.js';
export { DEFAULT_CASES, DEFAULT_OUT, runEval } from './eval-command.js';
export type { CheckFlags } from './check-command.js';
export { runCheckCommand } from './check-command.js';
export { bundledSchemaPath, DEFAULT_SCHEMA } from './schema-path.js';
export { CLI_VERSION } from './version.js';
