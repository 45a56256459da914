import { expect, it } from 'vitest';
import { PUBLISHED, repoRoot, run } from './support.js';

it('pnpm -r publish --dry-run publishes exactly the seven packages and no example', () => {
  const r = run('pnpm', ['-r', 'publish', '--dry-run', '--no-git-checks'], { cwd: repoRoot, timeout: 300_000 });
  const out = r.stdout + r.stderr;
  expect(r.status, out.slice(-3000)).toBe(0);
  const published = [...out.matchAll(/^\+ (@?[\w/.-]+)@\d+\.\d+\.\d+/gm)].map((m) => m[1]).sort();
  expect(published).toEqual(PUBLISHED.map((d) => `@synthesis/${d}`).sort());
  // Only built files ship: every tarball lists dist/ contents and no sources or tests.
  expect(out).not.toMatch(/^npm notice [\d.]+\s*k?B\s+(?:src|test)\//m);
});
