import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRules, normalizeText, toNormalizedOffset, toOriginalSpan } from '../src/index.js';

describe('normalizeText', () => {
  it('leaves plain text alone', () => {
    const n = normalizeText("you're fine. it's ok");
    expect(n.text).toBe("you're fine. it's ok");
    expect(n.identity).toBe(true);
    expect(toOriginalSpan(n, 0, 6)).toEqual([0, 6]);
  });

  it('maps typographic characters to plain forms', () => {
    const n = normalizeText('“You’re\u00a0fine”\u2014really…');
    expect(n.text).toBe('"You\'re fine"-really...');
  });

  it('drops markdown emphasis, code ticks and zero-width characters', () => {
    expect(normalizeText('you **should** `just` _try_\u200b it').text).toBe('you should just try it');
  });

  it('collapses runs of horizontal space and normalizes line endings', () => {
    expect(normalizeText('a \t  b\r\nc\rd').text).toBe('a b\nc\nd');
  });

  it('maps a finding on you’re back to the curly original', () => {
    const original = 'Honestly, you’re doing great.';
    const rules = compileRules([{ id: 't/youre', kind: 'x', pattern: /\byou're\b/i, rationale: 'test' }]);
    const [finding] = rules.scan(normalizeText(original));
    expect(finding).toMatchObject({ start: 10, end: 16, actual: 'you’re' });
  });

  it('maps spans across removed and expanded characters', () => {
    const original = 'wait… **you**  know';
    const n = normalizeText(original);
    expect(n.text).toBe('wait... you know');
    const at = n.text.indexOf('you know');
    expect(toOriginalSpan(n, at, at + 'you know'.length)).toEqual([8, 19]);
    expect(original.slice(8, 19)).toBe('you**  know');
    const dots = n.text.indexOf('...');
    expect(toOriginalSpan(n, dots + 1, dots + 2)).toEqual([4, 5]); // one dot of the ellipsis is the whole "…"
  });

  it('maps every normalized span to a span of the original (property)', () => {
    const alphabet = fc.constantFrom('a', 'b', ' ', '\u00a0', '’', '“', '*', '_', '…', '\r', '\n', '\u200b', 'x', '—', '\t');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), fc.nat(), fc.nat(), (text, i, j) => {
        const n = normalizeText(text);
        const len = n.text.length;
        const start = len === 0 ? 0 : i % (len + 1);
        const end = start + (len === 0 ? 0 : j % (len - start + 1));
        const [s, e] = toOriginalSpan(n, start, end);
        expect(0 <= s && s <= e && e <= text.length).toBe(true);
        expect(normalizeText(text).text).toBe(n.text);
      }),
    );
  });

  it('is its own fixed point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const once = normalizeText(text).text;
        expect(normalizeText(once).text).toBe(once);
      }),
    );
  });
});

describe('bullets', () => {
  it('keeps a line-leading "* " bullet visible as "- " and drops emphasis stars', () => {
    expect(normalizeText('* one\n  * two\n**bold** *x*').text).toBe('- one\n - two\nbold x');
  });
});

describe('toNormalizedOffset', () => {
  it('inverts toOriginalSpan across dropped and expanded characters', () => {
    const n = normalizeText('wait… **you**  know');
    expect(n.text).toBe('wait... you know');
    expect(toNormalizedOffset(n, 0)).toBe(0);
    expect(toNormalizedOffset(n, 4)).toBe(4); // "…" starts the "..." run
    expect(toNormalizedOffset(n, 8)).toBe(8); // "you" after the dropped "**"
    expect(toNormalizedOffset(n, 19)).toBe(n.text.length);
    expect(toNormalizedOffset(normalizeText('plain'), 3)).toBe(3);
  });
});
