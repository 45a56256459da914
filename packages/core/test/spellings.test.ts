import { describe, expect, it } from 'vitest';
import { addSpellings, spellings, textedForms, textedPattern, textedSpellings } from '../src/spellings.js';

const texting = spellings([
  ['you', '(?:you|u)'],
  ['are you', '(?:are|r) (?:you|u)'],
  ["you'?re", "(?:you'?re|ur)"],
  ["'s", "'?s"],
]);

describe('addSpellings', () => {
  it('rewrites each listed word, phrase and suffix', () => {
    expect(addSpellings('thank you', texting)).toBe('thank (?:you|u)');
    expect(addSpellings('how are you', texting)).toBe('how (?:are|r) (?:you|u)');
    expect(addSpellings("you'?re safe", texting)).toBe("(?:you'?re|ur) safe");
    // a suffix after a group is left alone: "he" + "re" would make "here"
    expect(addSpellings("(?:he|she)(?:'s| is) fine", texting)).toBe("(?:he|she)(?:'s| is) fine");
    // one that opens a group right after a written word goes on that word
    expect(addSpellings("what(?:'s| has) been", texting)).toBe("what(?:'?s| has) been");
    expect(addSpellings("\\b(?:'s|x)", texting)).toBe("\\b(?:'s|x)");
    expect(addSpellings("he's fine", texting)).toBe("he'?s fine");
  });

  it('matches the other spelling once rewritten', () => {
    const re = new RegExp(`^(?:${addSpellings("how are you|you'?re safe|she's here", texting)})$`);
    expect(['how r u', 'ur safe', 'shes here', 'how are you', "you're safe"].every((text) => re.test(text))).toBe(true);
    expect(re.test('how r you safe')).toBe(false);
  });

  it('joins a whole alternative to its group, and keeps a group anywhere else', () => {
    const list = spellings([['your', '(?:your|ur)'], ['you are', '(?:(?:you|u) (?:are|r)|ur)']]);
    expect(addSpellings('(?:his|your) mom', list)).toBe('(?:his|your|ur) mom');
    expect(addSpellings('(?:your|his) mom', list)).toBe('(?:your|ur|his) mom');
    expect(addSpellings('(?=your)', list)).toBe('(?=your|ur)');
    expect(addSpellings('(?:you are|he is) here', list)).toBe('(?:(?:you|u) (?:are|r)|ur|he is) here');
    // not a whole alternative: part of a longer one, after an escaped bar, or at the top level
    expect(addSpellings('(?:in your|his) mom', list)).toBe('(?:in (?:your|ur)|his) mom');
    expect(addSpellings('(?:a\\|your)', list)).toBe('(?:a\\|(?:your|ur))');
    expect(addSpellings('\\(your|x', list)).toBe('\\((?:your|ur)|x');
    expect(addSpellings('your|his', list)).toBe('(?:your|ur)|his');
    expect(addSpellings('[(]your|x', list)).toBe('[(](?:your|ur)|x');
  });

  it('leaves words inside longer words, classes and escapes alone', () => {
    expect(addSpellings('young|youth|bayou', texting)).toBe('young|youth|bayou');
    expect(addSpellings('[you]', texting)).toBe('[you]');
    expect(addSpellings('[\\]you]you', texting)).toBe('[\\]you](?:you|u)');
    expect(addSpellings('\\byou\\b', texting)).toBe('\\b(?:you|u)\\b');
    // a phrase starts only at a word's start: not the end of "compare"
    expect(addSpellings('compare you', texting)).toBe('compare (?:you|u)');
    // a suffix already optional is left as written
    expect(addSpellings("it'?s", texting)).toBe("it'?s");
    expect(addSpellings("'sure", texting)).toBe("'sure");
  });

  it('refuses a quantifier right after a listed form, which the rewrite would change', () => {
    expect(() => addSpellings('thank you?', texting)).toThrow(/quantifier/);
    expect(() => addSpellings('you{1,2}', texting)).toThrow(/quantifier/);
    expect(() => addSpellings("he's*", texting)).toThrow(/quantifier/);
  });
});

describe('spellings and addSpellings given the wrong thing', () => {
  const code = (fn: () => unknown): unknown => {
    try {
      fn();
    } catch (error) {
      return [(error as { code?: string }).code, (error as Error).message];
    }
    return 'no error';
  };

  it('name the argument and the value', () => {
    expect(code(() => spellings([['you', 'u'], ['your'] as unknown as [string, string]]))).toEqual([
      'SYNTHESIS_INVALID_INPUT', 'Invalid input for spellings: "forms[1]" must be a [plain form, other spelling] pair of strings (got ["your"])',
    ]);
    expect(code(() => spellings([['', 'u']]))).toEqual([
      'SYNTHESIS_INVALID_INPUT', 'Invalid input for spellings: "forms[0][0]" must be a form as patterns write it: not empty, in lower case (got "")',
    ]);
    expect(code(() => spellings(undefined as unknown as []))).toEqual([
      'SYNTHESIS_INVALID_INPUT', 'Invalid input for spellings: "forms" must be an array (got undefined)',
    ]);
    expect(code(() => addSpellings(/you/ as unknown as string, texting))).toEqual([
      'SYNTHESIS_INVALID_INPUT', 'Invalid input for addSpellings: "source" must be a pattern source (a string) (got /you/)',
    ]);
    expect(code(() => addSpellings('you', new Map() as unknown as ReturnType<typeof spellings>))).toEqual([
      'SYNTHESIS_INVALID_INPUT', 'Invalid input for addSpellings: "list" must be what spellings() returns (got {})',
    ]);
  });

  it('takes any iterable of pairs, a Map too', () => {
    expect(addSpellings('your', spellings(new Map([['your', '(?:your|ur)']])))).toBe('(?:your|ur)');
  });

  it('gives a hint that fits the argument', () => {
    const hint = (fn: () => unknown): unknown => {
      try {
        fn();
      } catch (error) {
        return (error as { hint?: string }).hint;
      }
      return 'no error';
    };
    expect(hint(() => addSpellings(/you/ as unknown as string, texting))).toMatch(/pattern's source before it is compiled/);
    expect(hint(() => spellings([['', 'u']]))).toMatch(/pairs of strings/);
  });

  it('says how to group a quantified form', () => {
    try {
      addSpellings('you?', texting);
      expect.unreachable();
    } catch (error) {
      expect((error as { code?: string; hint?: string }).code).toBe('SYNTHESIS_INVALID_RULE');
      expect((error as { hint?: string }).hint).toBe('Group the form first: (?:you)?');
    }
  });
});

describe('textedForms', () => {
  const list = spellings(textedForms);
  const re = (source: string) => new RegExp(`^(?:${addSpellings(source, list)})$`);

  it('lets each plain form take the spelling people text', () => {
    expect(re('are you safe').test('r u safe')).toBe(true);
    expect(re("you'?re not alone").test('ur not alone')).toBe(true);
    expect(re("you'?re not alone").test('u r not alone')).toBe(true);
    expect(re("you're not alone").test('ure not alone')).toBe(true);
    expect(re('you are not alone').test('u r not alone')).toBe(true);
    expect(re('you are not alone').test('ur not alone')).toBe(true);
    expect(re('your feelings').test('ur feelings')).toBe(true);
    expect(re('that is yours').test('that is urs')).toBe(true);
    expect(re('be kind to yourself').test('be kind to urself')).toBe(true);
    expect(re('do you want to talk').test('do u wanna talk')).toBe(true);
    expect(re("what's (?:up|new)").test('whats up')).toBe(true);
    expect(re("it isn't").test('it isnt')).toBe(true);
    expect(re('thank you').test('thank you')).toBe(true);
  });

  it('leaves out the contractions that would spell another word', () => {
    expect(re("he'll be fine").test('hell be fine')).toBe(false);
    expect(re("we'd rather").test('wed rather')).toBe(false);
  });
});

describe('textedPattern', () => {
  it('compiles a source rewritten with textedSpellings, case-insensitive', () => {
    const pattern = textedPattern(String.raw`\bare you (?:ok|safe)\b`);
    expect(pattern.flags).toBe('i');
    expect(pattern.source).toBe(addSpellings(String.raw`\bare you (?:ok|safe)\b`, textedSpellings));
    expect(pattern.test('R U SAFE?')).toBe(true);
    expect(pattern.test('are you ok')).toBe(true);
    expect(pattern.test('are youth ok')).toBe(false);
  });

  it('is textedForms compiled: the same rewrite as a list compiled from it', () => {
    const source = "you'?re not alone, and your feelings make sense";
    expect(textedPattern(source).source).toBe(addSpellings(source, spellings(textedForms)));
  });

  it('refuses what addSpellings refuses', () => {
    expect(() => textedPattern('you?')).toThrow(/quantifier|group/i);
    expect(() => textedPattern(/you/ as unknown as string)).toThrow(/pattern source/);
  });
});
