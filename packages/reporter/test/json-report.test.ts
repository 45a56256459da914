import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openJsonReport, ResultEncoder, type JsonReport } from '@synthesis/reporter';
import { meta, report, result } from './fixture.js';

/** Temporary directories of this file, removed when it ends. */
const made: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'synthesis-report-'));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('openJsonReport', () => {
  it('streams meta, results, summary and failures into a valid JSON file, creating the directory', async () => {
    const dir = tempDir();
    const path = join(dir, 'nested/out/report.json');
    const w = await openJsonReport(path, meta);
    const results = Array.from({ length: 3000 }, (_, i) => result(`R-${i}`, i % 3 !== 0));
    for (const r of results) {
      const pending = w.write(r);
      if (pending) await pending;
    }
    expect(existsSync(path)).toBe(false); // nothing at the final path until finish
    await w.finish({ summary: report.summary, failures: report.failures });
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
    expect(Object.keys(parsed)).toEqual(['meta', 'results', 'summary', 'failures']);
    expect(parsed.meta).toEqual(meta);
    expect(parsed.results).toEqual(results);
    expect(parsed.summary).toEqual(report.summary);
    expect(parsed.failures).toEqual(report.failures);
    expect(readdirSync(join(dir, 'nested/out'))).toEqual(['report.json']); // temp file renamed away
  });

  it('writes results encoded on another thread byte for byte as it writes them one by one', async () => {
    const dir = tempDir();
    const results = Array.from({ length: 700 }, (_, i) => ({ ...result(`E-${i}`, i % 4 !== 0), user: `i’m not ok 😞 ${'x'.repeat(i % 50)}` }));
    const write = async (path: string, cuts: number[]): Promise<string> => {
      const w = await openJsonReport(path, meta);
      let at = 0;
      for (const [k, size] of cuts.entries()) {
        const part = results.slice(at, at + size);
        at += size;
        if (k % 2 === 0) {
          for (const r of part) await w.write(r);
          continue;
        }
        const encoder = new ResultEncoder();
        for (const r of part) encoder.add(r);
        await w.writeEncoded(encoder.take());
        expect(encoder.take()).toEqual(new Uint8Array(0)); // take() starts again
      }
      await w.finish({ summary: report.summary, failures: report.failures });
      return readFileSync(path, 'utf8');
    };
    const one = await write(join(dir, 'one.json'), [700]);
    // encoded first, then one by one, then encoded batches of every size, an empty one included
    const mixed = await write(join(dir, 'mixed.json'), [0, 250, 3, 1, 0, 0, 46, 400]);
    expect(mixed).toBe(one);
    expect((JSON.parse(mixed) as JsonReport).results).toEqual(results);
  });

  it('writes an empty run as valid JSON', async () => {
    const path = join(tempDir(), 'r.json');
    const w = await openJsonReport(path, meta);
    await w.finish({ summary: report.summary, failures: [] });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ results: [], failures: [] });
  });

  it('abort removes the temp file and leaves the previous report untouched', async () => {
    const dir = tempDir();
    const path = join(dir, 'report.json');
    writeFileSync(path, '{"previous": true}');
    const w = await openJsonReport(path, meta);
    w.write(result('A-1', true));
    expect(w.tempPath).toBe(join(dir, `.report.json.${process.pid}.tmp`));
    await w.abort();
    expect(readdirSync(dir)).toEqual(['report.json']);
    expect(readFileSync(path, 'utf8')).toBe('{"previous": true}');
  });

  it('abort removes the directories opening made, while they are empty, and none that were there', async () => {
    const dir = tempDir();
    const w = await openJsonReport(join(dir, 'a/b/c/report.json'), meta);
    w.write(result('A-1', true));
    await w.abort();
    expect(readdirSync(dir)).toEqual([]);
    // A file put in a made directory meanwhile keeps it, and the directories above it.
    const kept = await openJsonReport(join(dir, 'a/b/c/report.json'), meta);
    writeFileSync(join(dir, 'a/b/notes.txt'), 'mine');
    await kept.abort();
    expect(readdirSync(join(dir, 'a/b'))).toEqual(['notes.txt']);
  });

  it('a finished report keeps the directories it made', async () => {
    const dir = tempDir();
    const w = await openJsonReport(join(dir, 'a/b/report.json'), meta);
    await w.finish({ summary: report.summary, failures: [] });
    expect(readdirSync(join(dir, 'a/b'))).toEqual(['report.json']);
  });

  it("removes the temp files of this report left by runs that are gone, and nothing else", async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!; // a process that has exited
    const alive = process.ppid; // the process that started this one
    const names = [
      `.report.json.${gone}.tmp`, // left by a crashed run: removed
      `.report.json.${alive}.tmp`, // a run still going: kept
      `.other.json.${gone}.tmp`, // another report's: kept
      '.report.json.12ab.tmp', // not a pid: kept
      'report.json', // the previous report: kept
    ];
    for (const n of names) writeFileSync(join(dir, n), 'x');
    const w = await openJsonReport(join(dir, 'report.json'), meta);
    expect(readdirSync(dir).sort()).toEqual([...names.slice(1), `.report.json.${process.pid}.tmp`].sort());
    await w.abort();
  });

  it('fails when the directory cannot be created', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), '');
    await expect(openJsonReport(join(dir, 'file/report.json'), meta)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
