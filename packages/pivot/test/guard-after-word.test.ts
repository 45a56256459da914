import { describe, expect, it } from 'vitest';
import { notAfter, onlyAfter } from '../src/said-of-things.js';

/** Where `source` (case-insensitive, global) matches in `text`, as "start:text". */
const matches = (source: string, text: string): string[] =>
  [...text.matchAll(new RegExp(source, 'gi'))].map((m) => `${m.index}:${m[0]}`);

describe('guards written after the word they guard', () => {
  it('notAfter keeps the word only where the guard does not come right before it', () => {
    const source = `\\b${notAfter('\\bthe kiln was ', 'fired')}\\b`;
    expect(matches(source, 'i got fired. the kiln was fired twice')).toEqual(['6:fired']);
  });

  it('onlyAfter keeps the word only where the guard comes right before it, and spans the word alone', () => {
    const source = `\\b${onlyAfter('\\bmy dad[^.]{0,20}', 'he died')}\\b`;
    expect(matches(source, 'my dad raised me, he died in may. he died, said the film')).toEqual(['18:he died']);
  });

  it('reads alternatives in the word as one group on both sides', () => {
    const source = `\\b${onlyAfter('\\bin my ', 'chest|gut')}\\b`;
    expect(matches(source, 'a knot in my gut, my chest is fine')).toEqual(['13:gut']);
  });
});
