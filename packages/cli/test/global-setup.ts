import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Build order: dependencies first. */
const ORDER = ['core', 'agency', 'reassurance', 'pivot', 'runner', 'reporter', 'cli'];

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * The end-to-end tests spawn the built CLI, so build every package whose dist is
 * missing or older than its sources (or its tsup config), dependencies first.
 */
export default function setup(): void {
  for (const name of ORDER) {
    const dir = join(packages, name);
    const dist = join(dir, 'dist/index.js');
    const stale = !existsSync(dist) || statSync(dist).mtimeMs < Math.max(newest(join(dir, 'src')), statSync(join(dir, 'tsup.config.ts')).mtimeMs);
    // dependencies are external in every bundle, so only the stale package itself needs a rebuild
    if (stale) execFileSync(process.execPath, [join(packages, '../node_modules/tsup/dist/cli-default.js')], { cwd: dir, stdio: 'ignore' });
  }
}
