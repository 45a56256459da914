import { expect, it } from 'vitest';
import { didYouMean, editDistance, suggestName } from '../src/index.js';

it('computes edit distances', () => {
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('', 'abc')).toBe(3);
  expect(editDistance('same', 'same')).toBe(0);
});

it('suggests close names only', () => {
  const known = ['agency_language', 'unverifiable_reassurance', 'topic_pivot'];
  expect(suggestName('agency', known)).toBeUndefined();
  expect(suggestName('Agency_Langauge', known)).toBe('agency_language');
  expect(suggestName('unverifiable_reasurance', known)).toBe('unverifiable_reassurance');
  expect(suggestName('zzz', known)).toBeUndefined();
  expect(suggestName('x', [])).toBeUndefined();
});

it('phrases the suggestion as the tail of a message, or nothing', () => {
  const known = ['console', 'json'];
  expect(didYouMean('jsno', known)).toBe(' Did you mean "json"?');
  expect(didYouMean('xml', known)).toBe('');
  expect(didYouMean(7, known)).toBe('');
  expect(didYouMean(undefined, known)).toBe('');
});
