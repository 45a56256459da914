import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Config file names, in the order they are looked for in each directory. */
export const CONFIG_FILES = ['synthesis.config.json', 'synthesis.config.mjs', 'synthesis.config.js'] as const;

/** The nearest config file from `cwd` upward to the filesystem root, or null. */
export function findConfig(cwd: string): string | null {
  let dir = path.resolve(cwd);
  for (;;) {
    for (const name of CONFIG_FILES) {
      const file = path.join(dir, name);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
