import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdSet } from '../src/id-set.js';

/** What IdSet must answer: the first `where` of each id, from a plain map of strings. */
function naive(ids: readonly string[]): (number | undefined)[] {
  const first = new Map<string, number>();
  return ids.map((id, where) => {
    const prev = first.get(id);
    if (prev === undefined) first.set(id, where);
    return prev;
  });
}

const answers = (set: IdSet, ids: readonly string[]): (number | undefined)[] => ids.map((id, where) => set.add(id, where));

describe('IdSet', () => {
  it('returns where an id was first seen, and keeps LUV-01 and LUV-1 apart', () => {
    const ids = ['LUV-001', 'LUV-1', 'LUV-01', 'LUV-001', 'x', 'LUV-1', 'x', 'a-b-7', 'a-b-7'];
    expect(answers(new IdSet(), ids)).toEqual([undefined, undefined, undefined, 0, undefined, 1, 4, undefined, 7]);
  });

  it('answers like a plain map whether numbers are dense, scattered or both, moving between its map and its array (property)', () => {
    const number = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 999_999_999 }));
    fc.assert(
      fc.property(fc.array(fc.oneof(number, fc.integer({ min: 0, max: 200 }).map((k) => k * 3)), { maxLength: 400 }), fc.constantFrom(1, 4, 16), fc.constantFrom(0, 8, 1024), (numbers, denseAfter, slack) => {
        const ids = numbers.map((n) => `C-${String(n).padStart(3, '0')}`);
        expect(answers(new IdSet(denseAfter, slack), ids)).toEqual(naive(ids));
      }),
      { numRuns: 2000 },
    );
  });

  it('still finds a number kept apart as too far out once the array has grown over it', () => {
    // C-005 starts the array; C-050 is too far from it yet and is kept apart; C-006 … C-040
    // make the numbers close enough together that C-045 grows the array over 50.
    const ids = ['C-005', 'C-050', ...Array.from({ length: 35 }, (_, k) => `C-${String(6 + k).padStart(3, '0')}`), 'C-045', 'C-050'];
    const got = answers(new IdSet(1, 0), ids);
    expect(got).toEqual(naive(ids));
    expect(got.at(-1)).toBe(1);
  });

  it('finds a duplicate among a million numbered ids, and its first place', () => {
    const set = new IdSet();
    let repeats = 0;
    for (let i = 1; i <= 1_000_000; i++) if (set.add(`BENCH-${String(i).padStart(7, '0')}`, i) !== undefined) repeats++;
    expect(repeats).toBe(0);
    expect(set.add('BENCH-0654321', 7)).toBe(654_321);
    expect(set.add('BENCH-1000001', 8)).toBeUndefined();
  });
});
