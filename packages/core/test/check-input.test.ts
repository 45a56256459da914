import { describe, expect, it } from 'vitest';
import {
  anchorSpan, bagOfWordsSimilarity, compileRules, defineChecker, editDistance, extractAnchor, isSynthesisError, normalizeText, runCheck, splitSentences,
  suggestName, termCounts, tokenCosineSimilarity, tokenize, toNormalizedOffset, toOriginalSpan, type CheckInput, type NormalizedText,
} from '../src/index.js';

const echo = (inputs: readonly ('user' | 'assistant')[]) => defineChecker({
  apiVersion: 1,
  meta: {
    name: 'echo_check', version: '1.0.0', description: 'demo', inputs,
    defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [],
  },
  check: (input) => ({ pass: input.assistant.length > 0, applicable: true, findings: [] }),
});

function thrown(run: () => unknown): Error & { code?: string } {
  try {
    run();
  } catch (error) {
    expect(isSynthesisError(error)).toBe(true);
    return error as Error & { code?: string };
  }
  throw new Error('expected a throw');
}

describe('runCheck input', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [{ text: 'hi' }, '{"text":"hi"}'],
  ])('rejects a non-string assistant reply %j, naming the field and the value', (assistant, shown) => {
    const error = thrown(() => runCheck(echo(['assistant']), { user: '', assistant } as unknown as CheckInput));
    expect(error.code).toBe('SYNTHESIS_INVALID_INPUT');
    expect(error.message).toBe(`Invalid input for echo_check: "assistant" must be a string (got ${shown})`);
  });

  it('rejects an input that is not an object', () => {
    expect(thrown(() => runCheck(echo(['assistant']), 'hi' as unknown as CheckInput)).message).toBe(
      'Invalid input for echo_check: expected { user, assistant } strings (got "hi")',
    );
  });

  it('checks only the fields the checker reads', () => {
    expect(runCheck(echo(['assistant']), { assistant: 'ok' } as CheckInput).pass).toBe(true);
    expect(thrown(() => runCheck(echo(['user', 'assistant']), { assistant: 'ok' } as CheckInput)).message).toContain('"user" must be a string (got undefined)');
  });

  it('takes empty strings as texts', () => {
    expect(runCheck(echo(['user', 'assistant']), { user: '', assistant: '' }).pass).toBe(false);
  });
});

describe('exported text utilities', () => {
  const ruleSet = compileRules([{ id: 'demo/sorry', kind: 'k', pattern: /\bsorry\b/i, rationale: 'r' }]);
  const text = 'I am sorry. That sounds hard.';
  /** Each utility called with `v` in place of one text argument, what that argument must be, and the call with a real one. */
  const table: [string, string, (v: never) => unknown, unknown][] = [
    ['normalizeText', '"text" must be a string', (v) => normalizeText(v), text],
    ['splitSentences', '"text" must be a string or a NormalizedText', (v) => splitSentences(v), text],
    ['anchorSpan', '"text" must be a string or a NormalizedText', (v) => anchorSpan(v, 1), text],
    ['extractAnchor', '"text" must be a string or a NormalizedText', (v) => extractAnchor(v), text],
    ['tokenize', '"text" must be a string', (v) => tokenize(v), text],
    ['termCounts', '"tokens" must be an array', (v) => termCounts(v), ['i', 'am']],
    ['tokenCosineSimilarity', '"a" must be a string', (v) => tokenCosineSimilarity(v, text), text],
    ['tokenCosineSimilarity', '"b" must be a string', (v) => bagOfWordsSimilarity.similarity(text, v), text],
    ['editDistance', '"a" must be a string', (v) => editDistance(v, 'sorry'), 'sory'],
    ['editDistance', '"b" must be a string', (v) => editDistance('sorry', v), 'sory'],
    ['suggestName', '"input" must be a string', (v) => suggestName(v, ['sorry']), 'sory'],
    ['toOriginalSpan', '"norm" must be a NormalizedText from normalizeText', (v) => toOriginalSpan(v, 0, 1), normalizeText(text)],
    ['toNormalizedOffset', '"norm" must be a NormalizedText from normalizeText', (v) => toNormalizedOffset(v, 1), normalizeText(text)],
    ['RuleSet.scan', '"norm" must be a NormalizedText from normalizeText', (v) => ruleSet.scan(v), normalizeText(text)],
  ];
  const cases = table.flatMap(([fn, what, call]) =>
    ([[undefined, 'undefined'], [null, 'null'], [42, '42']] as const).map(([value, shown]) => [fn, what, shown, call, value] as const));

  it.each(cases)('%s: %s, rejected with a SynthesisError when it is %s', (fn, what, shown, call, value) => {
    const error = thrown(() => call(value as never));
    expect(error.code).toBe('SYNTHESIS_INVALID_INPUT');
    expect(error.message).toBe(`Invalid input for ${fn}: ${what} (got ${shown})`);
    expect((error as { hint?: string }).hint).toBeTruthy();
  });

  it.each(table)('%s: %s, and works when it is one', (_, __, call, good) => {
    expect(() => call(good as never)).not.toThrow();
  });

  it('takes a text given as a string for a NormalizedText where one is asked for: the message says what to pass', () => {
    const error = thrown(() => toOriginalSpan(text as unknown as NormalizedText, 0, 1));
    expect(error.message).toBe(`Invalid input for toOriginalSpan: "norm" must be a NormalizedText from normalizeText (got ${JSON.stringify(text)})`);
    expect((error as { hint?: string }).hint).toContain('normalizeText(text)');
  });

  it('gives the same answers for a string and its NormalizedText', () => {
    const norm = normalizeText(text);
    expect(splitSentences(norm)).toEqual(splitSentences(text));
    expect(anchorSpan(norm, 1)).toEqual(anchorSpan(text, 1));
    expect(extractAnchor(norm)).toBe(extractAnchor(text));
  });
});
