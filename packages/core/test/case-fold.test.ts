import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseFoldable, foldText } from '../src/case-fold.js';
import { compileRules, normalizeText } from '../src/index.js';

/**
 * Characters whose case classes are not just a letter and its capital: the
 * Kelvin sign (lower case `k`, but `i` keeps it apart from k), long s, dotted and
 * dotless i, the three sigmas, sharp s, a title-case digraph, accented Latin.
 */
const TRICKY = ['K', 'k', '\u212a', 'S', 's', '\u017f', 'I', 'i', '\u0130', '\u0131', 'Σ', 'σ', 'ς', 'ß', '\u1e9e', 'Ǆ', 'ǅ', 'ǆ', 'É', 'é', 'È', '\u2126', 'Ω', '\u00b5', 'Μ', 'μ'];
const PIECES = [...TRICKY, ' ', "'", 'you', 'YOU', 'You', 'fiancé', 'FIANCÉ', 'sure', 'SURE', 'iss', 'kelvin', '😀', '\n', '-', '?'];

/** Every match of `re` in `text`, as "index:length" (an empty match moves on one character). */
function matches(re: RegExp, text: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(`${m.index}:${m[0].length}`);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

describe('foldText', () => {
  it('keeps the length and lower-cases ASCII', () => {
    expect(foldText("I’M Fine, YOU'RE sure?")).toBe("i’m fine, you're sure?");
    expect(foldText('abc 123')).toBe('abc 123');
  });

  it('maps each case class to one member, as the i flag groups them, and no other character to ASCII', () => {
    expect(foldText('\u212a')).toBe('\u212a'); // the Kelvin sign: its lower case is k, but /k/i does not match it
    expect(foldText('\u017f')).toBe('\u017f'); // long s: its upper case is S, which i does not use
    expect(foldText('\u0130')).toBe('\u0130'); // its lower case is two characters
    expect(foldText('\u00b5')).toBe('\u03bc'); // the micro sign is in the class of the Greek mu
    expect(foldText('ΣσςÉ')).toBe('σσσé');
    expect(foldText('ǄǅǆIK\u1e9e')).toBe('ǆǆǆik\u1e9e'); // capital sharp s: its lower case ß is another class for i
    for (const s of TRICKY) expect(foldText(s)).toHaveLength(s.length);
  });

  it('gives the text the i flag would see: a lower-case pattern without i matches the folded text where the pattern with i matches the text (property)', () => {
    const patterns = ['k', 's', 'i', 'σ', 'é', 'ß', 'ǆ', 'μ', '\u212a', 'you', "\\byou're\\b", 'fianc[ée]e?', '[a-z]+', '[^a-z ]+', '\\w+', '\\b\\w', '.', 'sure\\b'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 20 }), fc.constantFrom(...patterns), (parts, source) => {
        const text = parts.join('');
        expect(caseFoldable(source)).toBe(true);
        expect(matches(new RegExp(source, 'g'), foldText(text))).toEqual(matches(new RegExp(source, 'gi'), text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('caseFoldable', () => {
  it('takes patterns that name only folded characters', () => {
    for (const s of ["\\b(?:you|u)(?:'?ll| will) be (?:fine|ok)\\b", '[a-z0-9\' -]{1,15}', '[^.?!\\n]{0,80}', 'fianc[ée]e?', '£\\d+', '[.!?:;)\\]—–-]', '(?<!\\bnot )sure\\b', '\\?$']) {
      expect(caseFoldable(s), s).toBe(true);
    }
  });

  it('refuses characters that are not their own fold, escapes that name characters, and classes that are not closed under folding', () => {
    for (const s of ['\\bI am\\b', 'You', '\\x41', '\\u0041', '\\p{Lu}', '(a)\\1', '\\k<x>', 'ς', '\u00b5', '[A-Z]', '[?-^]', '[a-z', '[\\x00-\\x7f]']) {
      expect(caseFoldable(s), s).toBe(false);
    }
  });
});

describe('the engine with folded rules', () => {
  const rules = [
    { id: 't/folded', kind: 'k', rationale: 'r', pattern: /\byou(?:'re| are) (?:so )?sure\b/i },
    { id: 't/kept', kind: 'k', rationale: 'r', pattern: /\bI am\b/i },
    { id: 't/exact-case', kind: 'k', rationale: 'r', pattern: /\bOK\b/ },
    { id: 't/unicode', kind: 'k', rationale: 'r', pattern: /\bsure\b/iu },
  ];
  const set = compileRules(rules);

  it('keeps the i flag only where folding would change the matches, and says which rules', () => {
    expect(set.keptCaseFlag).toEqual(['t/kept', 't/unicode']);
  });

  it('finds what each pattern finds on its own, with spans in the original text', () => {
    const text = 'YOU’RE SO SURE, i AM, ok OK, Sure. you are \u212aind';
    const got = set.scan(normalizeText(text)).map((f) => `${f.ruleId} ${f.actual}`);
    expect(got).toEqual(['t/folded YOU’RE SO SURE', 't/unicode SURE', 't/kept i AM', 't/exact-case OK', 't/unicode Sure']);
  });
});
