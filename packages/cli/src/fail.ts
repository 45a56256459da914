import { isSynthesisError } from '@synthesis/core';

/**
 * Print a fatal error as `synthesis: <message>` (+ hint) on stderr and set exit
 * code 1. No stack trace unless `SYNTHESIS_DEBUG` is set: these are errors a user
 * fixes in their input, not bugs.
 */
export function reportFatal(error: unknown): void {
  const debug = Boolean(process.env.SYNTHESIS_DEBUG);
  const fs = fileSystemProblem(error);
  if (isSynthesisError(error)) {
    process.stderr.write(`synthesis: ${error.message}\n`);
    if (error.hint) process.stderr.write(`hint: ${error.hint}\n`);
  } else if (fs !== null) {
    process.stderr.write(`synthesis: ${fs}\n`);
    process.stderr.write('hint: check the path, that its folders exist or can be made, and that you may write there.\n');
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`synthesis: unexpected error: ${message}\n`);
    if (!debug) process.stderr.write('hint: set SYNTHESIS_DEBUG=1 to see the stack trace, and please report it.\n');
  }
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
}

/** What the file system refused, as words, for the errors a path or permission causes. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'no such file or directory',
  EEXIST: 'a file is in the way',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENAMETOOLONG: 'the name is too long',
};

/** `cannot <syscall> <path>: <reason>` for a file-system error about a path (not a bug of ours), else null. */
export function fileSystemProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code, syscall, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  const reason = code === undefined ? undefined : REASONS[code];
  if (reason === undefined || path === undefined) return null;
  const what = syscall === 'rename' && dest !== undefined ? `write ${dest}` : `${syscall ?? 'use'} ${path}`;
  return `cannot ${what}: ${reason} (${code})`;
}
