import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Tests import workspace packages from their sources, so a change in core is seen by
 * the checkers' tests without a rebuild. The alias list is read from `packages/`,
 * never maintained by hand. End-to-end tests that spawn the CLI use the built dist.
 */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', dir, 'src');
    if (!existsSync(join(src, 'index.ts'))) continue;
    for (const file of readdirSync(src)) {
      if (!file.endsWith('.ts') || file === 'index.ts' || file === 'bin.ts') continue;
      if (file === 'testing.ts') {
        aliases.push({ find: new RegExp(`^@synthesis/${dir}/testing$`), replacement: join(src, 'testing.ts') });
      }
    }
    aliases.push({ find: new RegExp(`^@synthesis/${dir}$`), replacement: join(src, 'index.ts') });
  }
  return aliases;
}

export function sharedProject(configUrl: string): UserWorkspaceConfig {
  const dir = dirname(fileURLToPath(configUrl));
  return {
    resolve: { alias: sourceAliases() },
    test: {
      name: dir.split(/[\\/]/).pop(),
      root: dir,
      include: ['test/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 240_000,
    },
  };
}
