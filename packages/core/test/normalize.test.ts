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

  it('makes the long s and the Kelvin sign the ASCII letters an i+u pattern takes them for, so every rule finds them', () => {
    const original = 'You \u017fhould ask the \u212aids.';
    expect(normalizeText(original).text).toBe('You should ask the Kids.');
    for (const flags of ['i', 'iu']) {
      const rules = compileRules([
        { id: 't/should', kind: 'x', pattern: new RegExp(String.raw`\byou should\b`, flags), rationale: 'test' },
        { id: 't/kids', kind: 'x', pattern: new RegExp(String.raw`\bthe kids\b`, flags), rationale: 'test' },
      ]);
      expect(rules.scan(normalizeText(original)).map((f) => [f.ruleId, f.start, f.actual])).toEqual([['t/should', 0, 'You \u017fhould'], ['t/kids', 15, 'the \u212aids']]);
    }
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

/**
 * The per-character maps the segment map replaced, computed the obvious way:
 * `starts[i]` and `ends[i]` for every normalized character. Reference for the
 * property below.
 */
function referenceMaps(original: string): { text: string; starts: number[]; ends: number[] } {
  const apostrophes = '\u2018\u2019\u201A\u201B\u2032\u00B4\u02BC\uFF07';
  const quotes = '\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB\uFF02';
  const dashes = '\u2010\u2011\u2012\u2013\u2014\u2015\u2212';
  const dropped = '\u200B\u200C\u200D\u2060\uFEFF\u00AD*_`';
  const isSpace = (ch: string) => ' \t\u00A0\u202F\u205F\u3000'.includes(ch) || (ch >= '\u2000' && ch <= '\u200A');
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let lastWasSpace = false;
  let lineStart = true;
  for (let i = 0; i < original.length; i++) {
    const ch = original[i]!;
    if (isSpace(ch)) {
      if (lastWasSpace) {
        ends[ends.length - 1] = i + 1;
        continue;
      }
      lastWasSpace = true;
      text += ' ';
      starts.push(i);
      ends.push(i + 1);
      continue;
    }
    let rep: string | undefined = apostrophes.includes(ch) ? "'" : quotes.includes(ch) ? '"' : dashes.includes(ch) ? '-'
      : ch === '\u2026' ? '...' : dropped.includes(ch) ? '' : undefined;
    if (ch === '\r') rep = original[i + 1] === '\n' ? '' : '\n';
    if (ch === '*' && lineStart && (original[i + 1] === ' ' || original[i + 1] === '\t')) rep = '-';
    lineStart = rep === '\n' || ch === '\n' || (lineStart && ch === '*' && rep === '');
    if (rep === undefined) {
      lineStart = ch === '\n';
      lastWasSpace = false;
      text += ch;
      starts.push(i);
      ends.push(i + 1);
      continue;
    }
    if (rep === '') continue;
    lastWasSpace = false;
    text += rep;
    for (let k = 0; k < rep.length; k++) {
      starts.push(i);
      ends.push(i + 1);
    }
  }
  return { text, starts, ends };
}

/** The normalized text, each character's span and each original offset's normalized offset are those of {@link referenceMaps}. */
function expectReferenceMaps(original: string): void {
  const ref = referenceMaps(original);
  const n = normalizeText(original);
  expect(n.text).toBe(ref.text);
  for (let i = 0; i < ref.text.length; i++) expect(toOriginalSpan(n, i, i + 1)).toEqual([ref.starts[i], ref.ends[i]]);
  for (let offset = 0; offset <= original.length; offset++) {
    const want = ref.starts.findIndex((s) => s >= offset);
    expect(toNormalizedOffset(n, offset)).toBe(want === -1 ? ref.text.length : want);
  }
}

describe('the segment offset map', () => {
  it('gives every character the span the per-character maps give', () => {
    // Runs of plain text longer than the loop's jump threshold are copied in one piece: include them.
    const alphabet = fc.constantFrom('a', 'b', ' ', '  ', '\u00a0', '’', '“', '*', '* ', '\n* ', '_', '…', '\r', '\r\n', '\n', '\u200b', 'x', '—', '\t', '`',
      'plain words, more plain words ', 'abcdefghijklmnopqrstuvwxyz', 'one line of text\n', 'ends in a space ',
      'a plain run long enough for the loop to jump over it in one piece, with no character to change at all ');
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')), expectReferenceMaps), { numRuns: 1000 });
  });

  it('keeps every offset of a text whose only changes are one for one, and the characters near them', () => {
    // No dropped, expanded or collapsed character: the text keeps its length. '•', '†' and '‰' sit
    // between characters that change (U+2018-U+2033) and must come through as they are.
    const alphabet = fc.constantFrom('a', ' ', 'we’re', '‘', '“quoted”', '—', '–', '\u00a0', '\t', '′', '«»', '´', 'ʼ', '＇', '\u3000', '\u2009',
      '•', '†', '‰', '€', 'é', '😀', '\n', 'plain words ');
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), expectReferenceMaps), { numRuns: 500 });
  });

  it('gives the same text and spans on long texts that cross the loop chunks and jumps', () => {
    const tokens = ['I’m here with you, and it’s okay to take this slowly. ', '**bold** ', '  ', '\t', 'x'.repeat(300), '…', '\r\n* item\n', 'plain '.repeat(20)];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    // One round starting with each token, so a text may open with a long plain run (jumped at once).
    for (let round = 0; round < tokens.length; round++) {
      let original = tokens[round]!;
      while (original.length < 20_000) original += tokens[next() % tokens.length];
      const ref = referenceMaps(original);
      const n = normalizeText(original);
      expect(n.text).toBe(ref.text);
      for (let k = 0; k < 2000; k++) {
        const i = next() % ref.text.length;
        expect(toOriginalSpan(n, i, i + 1)).toEqual([ref.starts[i], ref.ends[i]]);
      }
    }
  });
});
