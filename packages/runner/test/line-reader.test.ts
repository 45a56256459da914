import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { LineTooLongError, readLines } from '@synthesis/runner';

const dir = mkdtempSync(join(tmpdir(), 'synthesis-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lines(content: string, chunkSize: number): Promise<[number, string][]> {
  const path = join(dir, 'f.jsonl');
  writeFileSync(path, content);
  const out: [number, string][] = [];
  for await (const batch of readLines(path, chunkSize)) for (const l of batch) out.push([l.line, l.bytes.toString('utf8')]);
  return out;
}

describe('readLines', () => {
  it('splits on \\n, drops one trailing \\r and a leading BOM, numbers lines from 1', async () => {
    expect(await lines('\uFEFFa\r\nb\n\nc', 2)).toEqual([[1, 'a'], [2, 'b'], [3, ''], [4, 'c']]);
    expect(await lines('', 4)).toEqual([]);
    expect(await lines('x\n', 4)).toEqual([[1, 'x']]);
  });

  it('stops at a line longer than the limit, whether it spans chunks or not', async () => {
    const path = join(dir, 'long.jsonl');
    writeFileSync(path, `short\n${'y'.repeat(40)}\nafter\n`);
    const read = async (chunk: number) => {
      const got: number[] = [];
      try {
        for await (const batch of readLines(path, chunk, 30)) for (const l of batch) got.push(l.line);
      } catch (error) {
        return { got, error };
      }
      return { got };
    };
    for (const chunk of [4, 64]) {
      const { error } = await read(chunk);
      expect(error).toBeInstanceOf(LineTooLongError);
      expect(error).toMatchObject({ line: 2, limit: 30, message: 'line 2 is longer than 30 bytes' });
    }
    writeFileSync(path, `short\n${'y'.repeat(30)}\n`);
    expect(await read(4)).toEqual({ got: [1, 2] });
  });

  it('gives the same lines as split("\\n") whatever the chunk size (multi-byte characters included)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\r\n]/g, '')), { maxLength: 8 }), fc.integer({ min: 1, max: 9 }),
        async (parts, chunk) => {
          const content = parts.join('\n');
          // a trailing \n ends the last line; it does not start an empty one
          const split = content === '' ? [] : content.split('\n');
          if (content.endsWith('\n')) split.pop();
          const expected = split.map((s, i) => [i + 1, s] as [number, string]);
          expect(await lines(content, chunk)).toEqual(expected);
        }),
      { numRuns: 60 },
    );
  });
});
