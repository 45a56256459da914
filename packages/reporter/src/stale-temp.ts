import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Whether a process with this pid is running (one we may not signal counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Delete the temp files of report `name` in `dir` (`.<name>.<pid>.tmp`) left by runs
 * that are gone. A run stopped by something it cannot catch (the heap limit, SIGKILL)
 * never gets to remove its temp file, which holds every result written so far: a
 * million-case run left 1.3 GB. The report itself is never touched, nor the temp file
 * of a run still going.
 */
export async function removeStaleTempFiles(dir: string, name: string): Promise<void> {
  const prefix = `.${name}.`;
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return; // nothing to clean where nothing can be listed
  }
  for (const entry of entries) {
    if (!entry.startsWith(prefix) || !entry.endsWith('.tmp')) continue;
    const pid = entry.slice(prefix.length, -'.tmp'.length);
    if (!/^[1-9][0-9]{0,9}$/.test(pid) || Number(pid) === process.pid || isRunning(Number(pid))) continue;
    await rm(join(dir, entry), { force: true });
  }
}
