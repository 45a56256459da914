import { describe, expect, it } from 'vitest';
import { equalsCopy, frozenCopy } from '../src/options-snapshot.js';

describe('frozenCopy and equalsCopy', () => {
  it('copies and freezes arrays and plain objects all the way down', () => {
    const value = { list: ['a'], nested: { n: 1, deeper: [{ x: true }] } };
    const copy = frozenCopy(value);
    expect(copy).toEqual(value);
    expect(copy.nested.deeper).not.toBe(value.nested.deeper);
    expect(Object.isFrozen(copy.nested.deeper[0])).toBe(true);
  });

  it('keeps an own "__proto__" key (from JSON.parse) a key, not the copy\'s prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copy = frozenCopy(value);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(equalsCopy(value, copy)).toBe(true);
  });

  it('sees a change at any depth, an added or removed key, and NaN as equal to itself', () => {
    const value: Record<string, unknown> = { list: ['a'], nested: { n: 1 }, x: NaN };
    const copy = frozenCopy(value);
    expect(equalsCopy(value, copy)).toBe(true);
    (value.list as string[]).push('b');
    expect(equalsCopy(value, copy)).toBe(false);
    (value.list as string[]).pop();
    (value.nested as { n: number }).n = 2;
    expect(equalsCopy(value, copy)).toBe(false);
    (value.nested as { n: number }).n = 1;
    value.y = undefined;
    expect(equalsCopy(value, copy)).toBe(false);
    delete value.y;
    delete value.x;
    value.z = NaN;
    expect(equalsCopy(value, copy)).toBe(false);
  });
});
