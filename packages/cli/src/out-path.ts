import { realpathSync, statSync } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { SynthesisError } from '@synthesis/core';

const outError = (message: string, hint: string): SynthesisError => new SynthesisError('SYNTHESIS_OUT_INVALID', message, { hint });

/** `path` with symlinks resolved where it exists, else as given (resolved). */
function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Check before a run that the report can be written at `out` (absolute): not one
 * of the case files (the report would replace it), not a directory, under a path
 * whose nearest existing part is a writable directory. A run that found this only
 * when it renamed its finished report would have done all its work for nothing.
 */
export async function checkOutPath(out: string, shownOut: string, caseFiles: readonly string[]): Promise<void> {
  const target = canonical(out);
  if (caseFiles.some((f) => canonical(f) === target)) {
    throw outError(`--out ${shownOut} is one of the case files: the report would replace it`, 'Write the report elsewhere, e.g. --out out/report.json.');
  }
  let existing = out;
  for (;;) {
    let stats: ReturnType<typeof statSync> | undefined;
    try {
      stats = statSync(existing);
    } catch {
      stats = undefined;
    }
    if (stats !== undefined) {
      if (existing === out && stats.isDirectory()) {
        throw outError(`--out ${shownOut} is a directory`, `Give a file path, e.g. --out ${shownOut.replace(/\/+$/, '')}/report.json.`);
      }
      if (existing !== out && !stats.isDirectory()) {
        throw outError(`--out ${shownOut}: ${existing} is a file, so no directory can be made there`, 'Give a path whose folders are folders, e.g. --out out/report.json.');
      }
      break;
    }
    const parent = dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  const folder = existing === out ? dirname(out) : existing;
  try {
    await access(folder, constants.W_OK);
  } catch {
    throw outError(`--out ${shownOut}: cannot write in ${folder}`, 'Choose a folder you can write to, e.g. --out out/report.json.');
  }
}
