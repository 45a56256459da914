import path from 'node:path';
import { bin, distIsFresh, exampleDir, missingSource, packageDir, pnpmMissing, PUBLISHED, repoRoot, run } from './support.js';

/**
 * Build every published package and the example checker with tsup, in dependency
 * order, skipping those whose dist is newer than their sources. A package whose
 * build fails is reported here and then fails its own tests with the reason.
 */
export default function setup(): void {
  const noPnpm = pnpmMissing();
  if (noPnpm) console.warn(`[packaging-tests] ${noPnpm}; the tests that pack will fail`);
  const order = ['core', 'agency', 'reassurance', 'pivot', 'runner', 'reporter', 'cli'];
  const dirs = [...order.filter((d) => (PUBLISHED as readonly string[]).includes(d)).map(packageDir), exampleDir];
  for (const dir of dirs) {
    const name = path.relative(repoRoot, dir);
    if (missingSource(dir)) {
      console.warn(`[packaging-tests] ${name}: no src/index.ts yet, not built`);
      continue;
    }
    if (distIsFresh(dir)) continue;
    const r = run(bin('tsup'), [], { cwd: dir });
    if (r.status !== 0) console.warn(`[packaging-tests] build of ${name} failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  }
}
