import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  anchorSpan, bagOfWordsSimilarity, compileRules, defineChecker, distinctRuleIds, editDistance, extractAnchor, isSynthesisError, leadWordSequences, neededWords, nextWords, nextWordsPastGap, normalizeText,
  ruleInfo, runCheck, splitSentences, suggestName, termCounts, tokenCosineSimilarity, tokenize, toNormalizedOffset, toOriginalSpan, followsOpeningQuote, type CheckInput,
  type NormalizedText, type Rule,
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

/** A function called with `v` in place of one argument, what that argument must be, and a real value for it. */
type EntryRow = [fn: string, what: string, call: (v: never) => unknown, good: unknown];

/** Each row's call rejects `undefined`, `null` and a number with a SynthesisError naming the function, the argument and the value, and takes the real value. */
function entryChecks(table: readonly EntryRow[]): void {
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
  const table: EntryRow[] = [
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
    ['followsOpeningQuote', '"norm" must be a NormalizedText from normalizeText', (v) => followsOpeningQuote(v, 1), normalizeText(text)],
    ['RuleSet.scan', '"norm" must be a NormalizedText from normalizeText', (v) => ruleSet.scan(v), normalizeText(text)],
  ];
  entryChecks(table);

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

describe('exported rule-table functions', () => {
  const sorry: Rule = { id: 'demo/sorry', kind: 'k', pattern: /\bsorry\b/i, rationale: 'r', suggestion: 's' };
  const findings = compileRules([sorry]).scan(normalizeText('I am sorry, so sorry.'));
  const table: EntryRow[] = [
    ['compileRules', '"rules" must be an array', (v) => compileRules(v), [sorry]],
    ['ruleInfo', '"rule" must be a rule object', (v) => ruleInfo(v), sorry],
    ['distinctRuleIds', '"findings" must be an array', (v) => distinctRuleIds(v), findings],
    ['neededWords', '"pattern" must be a pattern source (a string) or a parsed pattern', (v) => neededWords(v), sorry.pattern.source],
    ['leadWordSequences', '"pattern" must be a pattern source (a string) or a parsed pattern', (v) => leadWordSequences(v), sorry.pattern.source],
    ['nextWords', '"pattern" must be a pattern source (a string) or a parsed pattern', (v) => nextWords(v, ['so']), '\\bso sorry\\b'],
    ['nextWords', '"path" must be an array', (v) => nextWords('\\bso sorry\\b', v), ['so']],
    ['nextWordsPastGap', '"pattern" must be a pattern source (a string) or a parsed pattern', (v) => nextWordsPastGap(v, ['so']), '\\bso sorry\\b'],
    ['nextWordsPastGap', '"path" must be an array', (v) => nextWordsPastGap('\\bso sorry\\b', v), ['so']],
  ];
  entryChecks(table);

  const other = { ...sorry, id: 'demo/other', pattern: /\bother\b/i };
  it.each([
    ['undefined after a rule', [sorry, undefined], '"rules[1]" must be a rule object (got undefined)'],
    ['null after a rule', [sorry, null], '"rules[1]" must be a rule object (got null)'],
    ['a number', [42], '"rules[0]" must be a rule object (got 42)'],
    ['a pattern given as its source', [sorry, { ...other, pattern: '\\bother\\b' }], '"rules[1].pattern" must be a RegExp (got "\\\\bother\\\\b")'],
    ['a rule without an id', [{ ...sorry, id: undefined }], '"rules[0].id" must be a string (got undefined)'],
    ['a rationale that is a number', [sorry, { ...other, rationale: 7 }], '"rules[1].rationale" must be a string (got 7)'],
    ['a suggestion that is null', [{ ...sorry, suggestion: null }], '"rules[0].suggestion" must be a string when given (got null)'],
  ])('compileRules names a list element that is not a rule by its index: %s', (_, rules, what) => {
    const error = thrown(() => compileRules(rules as never));
    expect(error.code).toBe('SYNTHESIS_INVALID_INPUT');
    expect(error.message).toBe(`Invalid input for compileRules: ${what}`);
    expect((error as { hint?: string }).hint).toContain('{ id, kind, pattern, rationale, suggestion? }');
  });

  it('compileRules keeps SYNTHESIS_INVALID_RULE for a rule of the right shape with a bad id or flag', () => {
    expect(thrown(() => compileRules([{ ...sorry, id: 'no-slash' }])).code).toBe('SYNTHESIS_INVALID_RULE');
    expect(thrown(() => compileRules([{ ...sorry, pattern: /sorry/g }])).code).toBe('SYNTHESIS_INVALID_RULE');
  });

  it('compileRules takes a rule table built in another realm (a vm context), whose patterns are not instances of this RegExp', () => {
    const foreign = runInNewContext("[{ id: 'demo/sorry', kind: 'k', pattern: /\\bsorry\\b/i, rationale: 'r' }]") as Rule[];
    expect(foreign[0]!.pattern instanceof RegExp).toBe(false);
    expect(compileRules(foreign).scan(normalizeText('so sorry')).map((f) => f.actual)).toEqual(['sorry']);
  });

  it('shows a pattern given where a string is expected as the pattern, not as {}', () => {
    expect(thrown(() => neededWords(/\bsorry\b/ as never)).message).toBe(
      'Invalid input for neededWords: "pattern" must be a pattern source (a string) or a parsed pattern (got /\\bsorry\\b/)',
    );
  });

  it('ruleInfo names the field a rule-like object lacks', () => {
    expect(thrown(() => ruleInfo({ ...sorry, pattern: undefined } as never)).message).toBe('Invalid input for ruleInfo: "rule.pattern" must be a RegExp (got undefined)');
  });

  it('distinctRuleIds names a list element that is not a finding by its index', () => {
    expect(thrown(() => distinctRuleIds([...findings, null] as never)).message).toBe(
      `Invalid input for distinctRuleIds: "findings[${findings.length}]" must be a finding object (got null)`,
    );
    expect(thrown(() => distinctRuleIds([{ start: 0 }] as never)).message).toBe('Invalid input for distinctRuleIds: "findings[0].ruleId" must be a string (got undefined)');
  });

  it('nextWords names a word of the path that is not a string by its index', () => {
    expect(thrown(() => nextWords('\\bso sorry\\b', ['so', undefined] as never)).message).toBe('Invalid input for nextWords: "path[1]" must be a string (got undefined)');
  });

  it('give the same answers for real inputs as before', () => {
    expect(findings).toHaveLength(2);
    expect(distinctRuleIds(findings)).toEqual(['demo/sorry']);
    expect(ruleInfo(sorry)).toEqual({ id: 'demo/sorry', kind: 'k', pattern: '\\bsorry\\b', rationale: 'r', suggestion: 's' });
    expect(neededWords(sorry.pattern.source).map((c) => c.map((w) => w.word))).toEqual([['sorry']]);
    expect(leadWordSequences(sorry.pattern.source)).toEqual([[{ word: 'sorry', exact: true }]]);
    expect(nextWords('\\bso sorry\\b', ['so'])).toEqual([{ word: 'sorry', exact: true }]);
    expect(nextWordsPastGap('\\bso sorry\\b', ['so'])).toEqual({ next: [{ word: 'sorry', exact: true }], afterGap: [] });
  });
});
