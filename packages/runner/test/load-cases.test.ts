import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasesInvalidError, loadCases, loadCaseValidator, resolveCaseFiles, runSuite, type CaseValidator } from '@synthesis/runner';
import { registry } from './fixture-checkers.js';

const SCHEMA = join(__dirname, '../../../schemas/eval_case.schema.json');
let dir: string;
let validator: CaseValidator;

const line = (o: object): string => JSON.stringify(o);
const ok = (id: string, extra: object = {}) => line({ id, user: 'hi?', assistant: 'ok because', checks: ['no_bang'], ...extra });

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function load(files: string[], maxErrors?: number): Promise<{ ids: string[]; error?: CasesInvalidError | Error }> {
  const ids: string[] = [];
  try {
    for await (const batch of loadCases({ files, validator, cwd: dir, ...(maxErrors ? { maxErrors } : {}) })) ids.push(...batch.map((c) => c.id));
    return { ids };
  } catch (error) {
    return { ids, error: error as Error };
  }
}

/** Temporary directories of this file, removed when it ends. */
const made: string[] = [];
const tempDir = (prefix: string): string => {
  const d = mkdtempSync(join(tmpdir(), `synthesis-${prefix}-`));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

beforeAll(async () => {
  dir = tempDir('load');
  validator = await loadCaseValidator(SCHEMA, registry.names());
});

describe('loadCases', () => {
  it('accepts blank lines, a BOM, CRLF endings and a last line without newline', async () => {
    const f = file('fine.jsonl', `\uFEFF${ok('A-1')}\r\n\r\n   \n${ok('A-2')}\r\n${ok('A-3')}`);
    expect(await load([f])).toEqual({ ids: ['A-1', 'A-2', 'A-3'] });
  });

  it('names file:line, the id, the pointer and the value; suggests the nearest check', async () => {
    const f = file('typo.jsonl', `${ok('A-1')}\n\n${ok('A-2', { checks: ['no_bang', 'answers_qq'] })}\n`);
    const { error } = await load([f]);
    expect(error).toBeInstanceOf(CasesInvalidError);
    expect((error as CasesInvalidError).problems).toEqual([
      'typo.jsonl:3: [A-2] /checks/1 must be one of no_bang, answers_q, boom (got "answers_qq"). Did you mean "answers_q"?',
    ]);
  });

  it('reports every bad-input class', async () => {
    const bad = Buffer.concat([Buffer.from(`${ok('B-1')}\n{"id": "B-2",\n[1,2]\n"text"\n`), Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]),
      Buffer.from([
        line({ id: 'b-3', user: '', assistant: 'x', checks: [] }),
        line({ id: 'B-4', user: 'u', checks: ['no_bang'], extra: 1 }),
        line({ id: 'B-5', user: 'u', assistant: 'a', checks: ['no_bang'], expected: { no_bangg: true } }),
        ok('B-1'),
      ].join('\n'))]);
    const { ids, error } = await load([file('bad.jsonl', bad)]);
    expect(ids).toEqual([]); // nothing runs once a line is invalid… B-1 came first, but the batch is dropped
    const problems = (error as CasesInvalidError).problems;
    expect(problems[0]).toMatch(/^bad\.jsonl:2: invalid JSON: .+ \(got \{"id": "B-2",\)$/);
    expect(problems.slice(1)).toEqual([
      'bad.jsonl:3: must be a JSON object (got an array)',
      'bad.jsonl:4: must be a JSON object (got a string)',
      'bad.jsonl:5: is not valid UTF-8',
      'bad.jsonl:6: [b-3] /id must match pattern "^[A-Z]+-[0-9]+$" (got "b-3")',
      'bad.jsonl:6: [b-3] /user must NOT have fewer than 1 characters (got "")',
      'bad.jsonl:6: [b-3] /checks must NOT have fewer than 1 items (got [])',
      'bad.jsonl:7: [B-4] /assistant is required',
      'bad.jsonl:7: [B-4] /extra is not an allowed field (allowed: id, user, assistant, checks, expected, tags, notes).',
      'bad.jsonl:8: [B-5] /expected/no_bangg is not a known check. Known checks: no_bang, answers_q, boom. Did you mean "no_bang"?',
      'bad.jsonl:9: [B-1] /id duplicate id (first used at bad.jsonl:1)',
    ]);
    expect(error!.message).toMatch(/^11 problems in the cases:\n/);
  });

  it('stops yielding at the first invalid line but validates to the end', async () => {
    const f = file('late.jsonl', [ok('C-1'), 'nope', ok('C-2'), 'nope again'].join('\n'));
    const { ids, error } = await load([f]);
    expect(ids).toEqual([]); // same batch: C-1 is dropped with it
    expect((error as CasesInvalidError).total).toBe(2);
  });

  it('caps the list and says how many more', async () => {
    const f = file('many.jsonl', Array.from({ length: 25 }, () => 'x').join('\n'));
    const { error } = await load([f], 20);
    const e = error as CasesInvalidError;
    expect([e.problems.length, e.total]).toEqual([20, 25]);
    expect(e.message).toMatch(/\n… and 5 more errors$/);
  });

  it('finds duplicate ids across files, and keeps LUV-1 and LUV-01 apart', async () => {
    const a = file('a.jsonl', `${ok('D-1')}\n${ok('D-01')}\n`);
    const b = file('b.jsonl', `${ok('X-7')}\n${ok('D-1')}\n`);
    const { error } = await load([a, b]);
    expect((error as CasesInvalidError).problems).toEqual(['b.jsonl:2: [D-1] /id duplicate id (first used at a.jsonl:1)']);
  });

  it('rejects an empty suite', async () => {
    const { error } = await load([file('empty.jsonl', '\n\n')]);
    expect(error).toMatchObject({ code: 'SYNTHESIS_CASES_EMPTY' });
  });

  it('refuses a line too long to be a case, naming where it starts', async () => {
    const huge = `${ok('L-1')}\n${line({ id: 'L-2', user: 'u', assistant: 'x'.repeat(10_000_001), checks: ['no_bang'] })}\n`;
    const { error } = await load([file('huge.jsonl', huge)]);
    expect(error).toMatchObject({ code: 'SYNTHESIS_CASES_INVALID' });
    expect(error?.message).toMatch(/^huge\.jsonl:2: is longer than 10 MB/);
  });

  it('checks what the runner needs of a case when a custom schema does not', async () => {
    const loose = await loadCaseValidator(file('loose.json', '{"type":"object"}'), registry.names(), 'loose.json');
    const path = file('loose.jsonl', [line({ id: 'N-1', user: 'a', assistant: 'b' }), line({ id: 'N-2', user: 'a', assistant: 'b', checks: ['no_bnag', 7] }), ok('N-3')].join('\n'));
    let error: Error | undefined;
    try {
      for await (const _ of loadCases({ files: [path], validator: loose, cwd: dir })) void _;
    } catch (e) {
      error = e as Error;
    }
    expect((error as CasesInvalidError).problems).toEqual([
      'loose.jsonl:1: [N-1] /checks is required (a list of check names)',
      `loose.jsonl:2: [N-2] /checks/0 must be one of ${registry.names().join(', ')} (got "no_bnag"). Did you mean "no_bang"?`,
      `loose.jsonl:2: [N-2] /checks/1 must be one of ${registry.names().join(', ')} (got 7).`,
    ]);
  });

  it('rejects an unreadable file', async () => {
    mkdirSync(join(dir, 'adir.jsonl'), { recursive: true });
    const { error } = await load([join(dir, 'adir.jsonl')]);
    expect(error).toMatchObject({ code: 'SYNTHESIS_CASES_UNREADABLE', message: 'Cannot read cases file adir.jsonl: EISDIR' });
  });
});

describe('resolveCaseFiles and the schema', () => {
  it('takes a file, a directory (sorted *.jsonl) or a glob, and errors on nothing found', async () => {
    const root = tempDir('glob');
    mkdirSync(join(root, 'corpus/deep'), { recursive: true });
    for (const p of ['corpus/b.jsonl', 'corpus/a.jsonl', 'corpus/notes.md', 'corpus/deep/c.jsonl']) writeFileSync(join(root, p), '');
    const rel = async (spec: string | string[]) => (await resolveCaseFiles(spec, root)).map((f) => f.slice(root.length + 1));
    expect(await rel('corpus')).toEqual(['corpus/a.jsonl', 'corpus/b.jsonl']);
    expect(await rel('corpus/*.jsonl')).toEqual(['corpus/a.jsonl', 'corpus/b.jsonl']);
    expect(await rel('corpus/**/*.jsonl')).toEqual(['corpus/a.jsonl', 'corpus/b.jsonl', 'corpus/deep/c.jsonl']);
    expect(await rel('corpus/?.jsonl')).toEqual(['corpus/a.jsonl', 'corpus/b.jsonl']);
    expect(await rel('corpus/{b,nope}.jsonl')).toEqual(['corpus/b.jsonl']);
    expect(await rel('corpus/**/{a,c*}.jsonl')).toEqual(['corpus/a.jsonl', 'corpus/deep/c.jsonl']);
    expect(await rel(['corpus/b.jsonl', 'corpus/{a,b}.jsonl'])).toEqual(['corpus/b.jsonl', 'corpus/a.jsonl']);
    expect(await rel('corpus/a.jsonl')).toEqual(['corpus/a.jsonl']);
    await expect(resolveCaseFiles('corpus/*.json', root)).rejects.toMatchObject({ code: 'SYNTHESIS_CASES_NOT_FOUND' });
    await expect(resolveCaseFiles('missing.jsonl', root)).rejects.toThrow('Cases file not found: missing.jsonl');
  });

  it('fails clearly on a missing or broken schema', async () => {
    await expect(loadCaseValidator(join(dir, 'nope.json'), ['x'], 'nope.json')).rejects.toThrow('Cannot read schema nope.json: ENOENT');
    await expect(loadCaseValidator(file('broken.json', '{'), ['x'], 'broken.json')).rejects.toMatchObject({ code: 'SYNTHESIS_SCHEMA_INVALID' });
    await expect(loadCaseValidator(file('bad-type.json', '{"type": 12}'), ['x'])).rejects.toThrow(/does not compile/);
  });

  it('runs a suite end to end from a directory', async () => {
    const root = tempDir('suite');
    writeFileSync(join(root, '1.jsonl'), `${ok('S-1')}\n${ok('S-2', { assistant: 'no!' })}\n`);
    writeFileSync(join(root, '2.jsonl'), `${ok('S-3', { checks: ['answers_q', 'no_bang'] })}\n`);
    const seen: string[] = [];
    const totals = await runSuite({ cases: '.', schema: SCHEMA, registry, cwd: root, onResult: (r) => void seen.push(r.id) });
    expect(seen).toEqual(['S-1', 'S-2', 'S-3']);
    expect(totals.summary).toMatchObject({ cases: 3, passed: 2, unexpected_failures: 1 });
  });
});
