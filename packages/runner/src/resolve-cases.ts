import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SynthesisError } from '@synthesis/core';
import { globToRegExp, isGlob } from './glob.js';

function notFound(spec: string, what: string, cause?: unknown): SynthesisError {
  return new SynthesisError('SYNTHESIS_CASES_NOT_FOUND', `${what}: ${spec}`, {
    hint: 'Pass --cases a JSONL file, a directory of *.jsonl files or a quoted glob such as \'data/corpus/*.jsonl\'.',
    cause,
  });
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !e.name.startsWith('.')) await walk(full, out);
    } else if (e.isFile()) out.push(full);
  }
}

async function expandGlob(spec: string, cwd: string): Promise<string[]> {
  const pattern = spec.split(sep).join('/');
  const segments = pattern.split('/');
  const firstWild = segments.findIndex((s) => isGlob(s));
  const baseSegments = segments.slice(0, firstWild);
  const base = resolve(cwd, baseSegments.join('/') || (pattern.startsWith('/') ? '/' : '.'));
  const re = globToRegExp(segments.slice(firstWild).join('/'));
  const files: string[] = [];
  try {
    await walk(base, files);
  } catch (error) {
    throw notFound(spec, 'No such directory for glob', error);
  }
  return files.filter((f) => re.test(relative(base, f).split(sep).join('/')));
}

/**
 * The case files a `--cases` argument names, as absolute paths in a stable order:
 * a file as is; a directory's `*.jsonl` files (not recursive), sorted; a glob's
 * matches, sorted; a list, each in turn (duplicates dropped). Nothing found is an error.
 */
export async function resolveCaseFiles(spec: string | readonly string[], cwd = process.cwd()): Promise<string[]> {
  if (typeof spec !== 'string') {
    const all: string[] = [];
    for (const one of spec) for (const f of await resolveCaseFiles(one, cwd)) if (!all.includes(f)) all.push(f);
    if (all.length === 0) throw notFound('(empty list)', 'No case files given');
    return all;
  }
  if (isGlob(spec)) {
    const files = (await expandGlob(spec, cwd)).sort();
    if (files.length === 0) throw notFound(spec, 'No case files match');
    return files;
  }
  const path = isAbsolute(spec) ? spec : resolve(cwd, spec);
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw notFound(spec, 'Cases file not found', error);
  }
  if (info.isDirectory()) {
    const names = (await readdir(path)).filter((n) => n.endsWith('.jsonl')).sort();
    if (names.length === 0) throw notFound(spec, 'No *.jsonl files in directory');
    return names.map((n) => join(path, n));
  }
  return [path];
}
