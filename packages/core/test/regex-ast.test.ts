import { describe, expect, it } from 'vitest';
import { parseRegex, type Node } from '../src/regex-ast.js';

/** The one sequence of a pattern without top-level alternatives. */
const seq = (source: string): readonly Node[] => {
  const node = parseRegex(source);
  if (node.t !== 'alt' || node.alts.length !== 1) throw new Error(`/${source}/ has alternatives`);
  return node.alts[0]!;
};

describe('parseRegex: literal runs', () => {
  it('reads a run of plain characters as one lower-case string', () => {
    expect(seq("I Can't, You-Know")).toEqual([{ t: 'lits', strings: ["i can't, you-know"] }]);
  });

  it('leaves the character before a quantifier to the quantifier', () => {
    expect(seq('colou?r')).toEqual([
      { t: 'lits', strings: ['colo'] },
      { t: 'rep', node: { t: 'char', ch: 'u' }, min: 0, max: 1 },
      { t: 'lits', strings: ['r'] },
    ]);
    expect(seq('Yes+ ok*')).toEqual([
      { t: 'lits', strings: ['ye'] },
      { t: 'rep', node: { t: 'char', ch: 's' }, min: 1, max: Infinity },
      { t: 'lits', strings: [' o'] },
      { t: 'rep', node: { t: 'char', ch: 'k' }, min: 0, max: Infinity },
    ]);
    expect(seq('ab{2,3}c')).toEqual([
      { t: 'lits', strings: ['a'] },
      { t: 'rep', node: { t: 'char', ch: 'b' }, min: 2, max: 3 },
      { t: 'lits', strings: ['c'] },
    ]);
  });

  it('keeps a brace that is no quantifier, and escapes, in the run', () => {
    expect(seq('a{x')).toEqual([{ t: 'lits', strings: ['a{x'] }]);
    expect(seq('o\\.k\\?')).toEqual([{ t: 'lits', strings: ['o.k?'] }]);
  });

  it('joins a small group of literal strings to the run before it', () => {
    expect(seq('i (?:feel|am) sad')).toEqual([{ t: 'lits', strings: ['i feel', 'i am'] }, { t: 'lits', strings: [' sad'] }]);
  });

  it('reads an alternative of literal parts in a row as the strings it stands for', () => {
    // as ` will|'ll| are gonna| r gonna` would be: one literal node, not a group to walk
    expect(seq("x(?: will|'ll| (?:are|r) gonna)")).toEqual([{ t: 'lits', strings: ['x will', "x'll", 'x are gonna', 'x r gonna'] }]);
    // past 16 strings an alternative stays a group
    expect(seq('(?:(?:a|b|c|d|e)(?:f|g|h|i))')[0]!.t).toBe('alt');
  });

  it('lowers non-ASCII letters one at a time, as the pattern sees them', () => {
    // Lowered as a whole, "ΣΑΣ" would end in a final sigma; a pattern's Σ is never one.
    expect(seq('ΣΑΣ')).toEqual([{ t: 'lits', strings: ['σασ'] }]);
  });
});
