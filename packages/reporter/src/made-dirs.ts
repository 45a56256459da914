import { mkdir, rmdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Make directory `dir` (absolute) and any missing parents, as `mkdir -p` does, and
 * return the directories this made, deepest first (none when `dir` existed), so
 * that a run which fails can take them away again with {@link removeMadeDirs}.
 */
export async function makeDirs(dir: string): Promise<string[]> {
  const first = await mkdir(dir, { recursive: true });
  const made: string[] = [];
  if (first === undefined) return made;
  for (let d = dir; ; d = dirname(d)) {
    made.push(d);
    if (d === first || dirname(d) === d) return made;
  }
}

/**
 * Remove the directories {@link makeDirs} made, deepest first, each only while it
 * is empty: bad input leaves no folder behind, and a folder that something else has
 * put a file in since (and every folder above it) stays.
 */
export async function removeMadeDirs(made: readonly string[]): Promise<void> {
  for (const d of made) {
    try {
      await rmdir(d);
    } catch {
      return; // not empty, or gone: the folders above it are not ours to judge empty
    }
  }
}
