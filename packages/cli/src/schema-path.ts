import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Default `--schema`, relative to the working directory. */
export const DEFAULT_SCHEMA = 'schemas/eval_case.schema.json';

/** The copy of the case schema shipped in the package's `dist/` (copied at build time). */
export function bundledSchemaPath(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'eval_case.schema.json');
}

/**
 * The schema to use: an explicitly given path as is (missing is then an error,
 * reported by the runner); the default path when it exists in `cwd`; otherwise
 * the bundled copy, for a user who installed only the CLI.
 */
export function schemaPath(given: string | undefined, cwd: string): string {
  if (given !== undefined) return given;
  if (existsSync(resolve(cwd, DEFAULT_SCHEMA))) return DEFAULT_SCHEMA;
  const bundled = bundledSchemaPath();
  return existsSync(bundled) ? bundled : DEFAULT_SCHEMA;
}
