import { relative, isAbsolute } from 'node:path';
import { SynthesisError, type EvalCase } from '@synthesis/core';
import type { CaseValidator } from './case-schema.js';
import { IdSet } from './id-set.js';
import { LineTooLongError, readLines } from './line-reader.js';

/** Thrown after loading when any line was invalid: every problem, capped, in file order. */
export class CasesInvalidError extends SynthesisError {
  /** The listed problems, `file:line: [ID] /pointer message`. */
  readonly problems: readonly string[];
  /** All problems found, listed or not. */
  readonly total: number;

  constructor(problems: readonly string[], total: number) {
    const more = total - problems.length;
    const lines = [...problems];
    if (more > 0) lines.push(`… and ${more} more error${more === 1 ? '' : 's'}`);
    super('SYNTHESIS_CASES_INVALID', `${total} problem${total === 1 ? '' : 's'} in the cases:\n${lines.join('\n')}`, {
      hint: 'Fix the lines above and run again; no report was written.',
    });
    this.problems = problems;
    this.total = total;
  }
}

export interface LoadCasesOptions {
  /** Case files, in the order to read them. */
  files: readonly string[];
  validator: CaseValidator;
  /** Paths in messages are shown relative to this directory. Default `process.cwd()`. */
  cwd?: string;
  /** List at most this many problems (default 20); the rest are counted. */
  maxErrors?: number;
}

function displayPath(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

const FILE_FACTOR = 2 ** 32;

/** The start of a line as written, for a message: trimmed, cut to 60 characters. */
function excerpt(text: string): string {
  const t = text.trim();
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

/**
 * Stream validated cases from JSONL files, one batch per chunk read. Blank lines,
 * a BOM and CRLF endings are accepted. Every other defect (invalid UTF-8 or JSON,
 * a non-object line, a schema violation, a duplicate id across all files) is
 * collected; after the first one no more cases are yielded, but validation goes
 * on to the end so that all problems are reported together, by a
 * {@link CasesInvalidError} thrown when the input is exhausted.
 */
export async function* loadCases(options: LoadCasesOptions): AsyncGenerator<EvalCase[]> {
  const cwd = options.cwd ?? process.cwd();
  const maxErrors = options.maxErrors ?? 20;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ids = new IdSet();
  const listed: string[] = [];
  let total = 0;
  let count = 0;
  const names = options.files.map((f) => displayPath(f, cwd));
  const problem = (message: string): void => {
    total++;
    if (listed.length < maxErrors) listed.push(message);
  };
  for (let fileIndex = 0; fileIndex < options.files.length; fileIndex++) {
    const file = options.files[fileIndex]!;
    const name = names[fileIndex]!;
    try {
      for await (const batch of readLines(file)) {
        const cases: EvalCase[] = [];
        for (const { line, bytes } of batch) {
          const where = `${name}:${line}`;
          let text: string;
          try {
            text = decoder.decode(bytes);
          } catch {
            problem(`${where}: is not valid UTF-8`);
            continue;
          }
          if (text.trim() === '') continue;
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch (error) {
            problem(`${where}: invalid JSON: ${(error as Error).message} (got ${excerpt(text)})`);
            continue;
          }
          if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
            problem(`${where}: must be a JSON object (got ${kind})`);
            continue;
          }
          const id = (value as { id?: unknown }).id;
          const tag = typeof id === 'string' ? ` [${id}]` : '';
          const problems = options.validator.validate(value);
          if (problems.length > 0) {
            for (const p of problems) problem(`${where}:${tag} ${p.pointer} ${p.message}`);
            continue;
          }
          const c = value as EvalCase;
          const first = ids.add(c.id, fileIndex * FILE_FACTOR + line);
          if (first !== undefined) {
            const firstFile = names[Math.floor(first / FILE_FACTOR)]!;
            problem(`${where}:${tag} /id duplicate id (first used at ${firstFile}:${first % FILE_FACTOR})`);
            continue;
          }
          count++;
          if (total === 0) cases.push(c);
        }
        if (total === 0 && cases.length > 0) yield cases;
      }
    } catch (error) {
      if (error instanceof SynthesisError) throw error;
      if (error instanceof LineTooLongError) {
        throw new SynthesisError('SYNTHESIS_CASES_INVALID', `${name}:${error.line}: is longer than ${error.limit / 1_000_000} MB (${(error.bytes / 1_000_000).toFixed(1)} MB read so far); no report was written`, {
          hint: 'A cases file holds one JSON case per line (JSONL); a case that long is usually a whole JSON array on one line.',
        });
      }
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new SynthesisError('SYNTHESIS_CASES_UNREADABLE', `Cannot read cases file ${name}: ${code}`, {
        hint: 'Check that the path names a readable JSONL file.',
        cause: error,
      });
    }
  }
  if (total > 0) throw new CasesInvalidError(listed, total);
  if (count === 0) {
    throw new SynthesisError('SYNTHESIS_CASES_EMPTY', `No cases in ${names.join(', ')}`, {
      hint: 'A cases file holds one JSON case per line.',
    });
  }
}
