import { describe, expect, it } from 'vitest';
import { bin, missingSource, packageDir, PUBLISHED, run } from './support.js';

/**
 * publint (package.json/exports consistency) and @arethetypeswrong/cli (types
 * resolve for each condition) over the seven published packages, as `pnpm pack`
 * would publish them. attw runs with the node16 profile: node10 cannot resolve
 * subpath exports such as `@synthesis/core/testing` by design.
 */
describe.each(PUBLISHED.map((dir) => [dir]))('@synthesis/%s package metadata', (dir) => {
  const cwd = packageDir(dir);

  it('publint finds no errors', () => {
    const missing = missingSource(cwd);
    if (missing) throw new Error(missing);
    const r = run(bin('publint'), ['run', '--pack', 'pnpm'], { cwd });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/^Errors:/m);
  });

  it('attw finds no type resolution problems', () => {
    const missing = missingSource(cwd);
    if (missing) throw new Error(missing);
    const r = run(bin('attw'), ['--pack', '.', '--profile', 'node16', '--format', 'table-flipped'], { cwd });
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
