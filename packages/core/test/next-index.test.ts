import { describe, expect, it } from 'vitest';
import { patternRunsDuring } from '../../../test-support/pattern-runs.js';
import { compileRules, normalizeText } from '../src/index.js';
import { buildNextIndex, findWord, rulesOfWord } from '../src/next-index.js';
import { parseRegex } from '../src/regex-ast.js';
import { hashWord } from '../src/vocabulary.js';

const patterns = [
  String.raw`\bi (?:feel|am) (?:so |really )?(?:sad|low)\b`, // 0: next after "i am": so, really, sad, low
  String.raw`\bi am (?:so )?(?:tired|low)\b`, // 1: so, tired, low
  String.raw`\bi am [a-z ]{0,20}\bdone\b`, // 2: any word
  String.raw`\bi am (?:worth|use)less\w{0,2}`, // 3: prefixes
];
const index = () => buildNextIndex<never>([0, 1, 2, 3], ['i', 'am'], (k) => parseRegex(patterns[k]!));
const rulesFor = (word: string): number[] => {
  const ix = index();
  const i = findWord(ix.data, ix.words, hashWord(word));
  return i < 0 ? [] : rulesOfWord(ix.data, ix.words, i);
};

describe('the next-word index of a node', () => {
  it('sorts the rules by the whole word that must come next', () => {
    expect(rulesFor('so')).toEqual([0, 1]);
    expect(rulesFor('low')).toEqual([0, 1]);
    expect(rulesFor('sad')).toEqual([0]);
    expect(rulesFor('tired')).toEqual([1]);
    expect(rulesFor('happy')).toEqual([]);
    expect(index().words).toBe(5); // so, really, sad, low, tired
  });

  it('keeps rules that take any next word apart, and prefixes with their rules', () => {
    const ix = index();
    expect(ix.any).toEqual([2]);
    expect(ix.prefixes).toEqual([
      { word: 'worthless', head: hashWord('wor'), rules: [3] },
      { word: 'useless', head: hashWord('use'), rules: [3] },
    ]);
  });

  it('is empty for a node whose rules all take any next word', () => {
    const ix = buildNextIndex<never>([2], ['i', 'am'], (k) => parseRegex(patterns[k]!));
    expect(ix.any).toEqual([2]);
    expect(ix.words).toBe(0);
    expect(findWord(ix.data, ix.words, hashWord('so'))).toBe(-1);
  });
});

/** Offsets where the rules of `set` run a pattern while scanning `text`, and the texts found. */
function patternRuns(set: ReturnType<typeof compileRules>, text: string): { runs: number[]; found: string[] } {
  const { runs, value } = patternRunsDuring(() => set.scan(normalizeText(text)).map((f) => f.actual));
  return { runs, found: value };
}

describe('the engine with next-word indexes', () => {
  it('runs a rule that takes any one word next only where the word after it fits', () => {
    const set = compileRules([{ id: 't/group', kind: 'k', rationale: 'r', pattern: /\byour (?:mom|(?:[a-z]{2,10} )?group) loves you\b/i }]);
    const text = 'your call is yours, take your time. your writing group loves you. your mom loves you. your partner group';
    const { runs, found } = patternRuns(set, text);
    expect(found).toEqual(['your writing group loves you', 'your mom loves you']);
    // Not at "your call is" or "your time. your": only where "group" or "mom" comes next or after one word.
    expect(runs).toEqual([text.indexOf('your writing'), text.indexOf('your mom'), text.indexOf('your partner')]);
  });

  it('gives a prefix lead word met as a whole word an index of its own', () => {
    // "partner" leads as a prefix ("partners", "partnerll"), so without an index of its
    // own the rule would run at every "your partner".
    const set = compileRules([{ id: 't/will-love', kind: 'k', rationale: 'r', pattern: /\byour (?:mom|partner)\w{0,2} (?:will|would) (?:love|miss) you\b/i }]);
    const text = 'your partner said hi. your mom is here. your partner will miss you. your partners will love you';
    const { runs, found } = patternRuns(set, text);
    expect(found).toEqual(['your partner will miss you', 'your partners will love you']);
    // "partners" is not the whole word the node was made for: its rules run as they are.
    expect(runs).toEqual([text.indexOf('your partner will'), text.indexOf('your partners')]);
  });

  it('runs the rules of a rarely met word sequence as they are, and indexes it once it is met often', () => {
    const set = compileRules([{ id: 't/loves', kind: 'k', rationale: 'r', pattern: /\byour (?:mom|dad) (?:loves|hates) you\b/i }]);
    // The rule has never run: "your" and "your mom" are indexed at once (the index might spare compiling it).
    expect(patternRuns(set, 'your mom loves you').runs).toEqual([0]);
    expect(patternRuns(set, 'your cat is here').runs).toEqual([]);
    // "your dad" is new, and its one rule has run: it is tried as it is, 64 times, then indexed
    // ("loves" is in the text, so the rule's needed word does not rule it out first).
    const runs = Array.from({ length: 70 }, () => patternRuns(set, 'your dad is here and loves it').runs.length);
    expect(runs.slice(0, 63)).toEqual(new Array(63).fill(1));
    expect(runs.slice(64)).toEqual(new Array(6).fill(0));
    expect(patternRuns(set, 'your dad hates you').found).toEqual(['your dad hates you']);
  });

  it('keeps two words that share a hash apart when it follows them deeper', () => {
    // "mokjcg" and "scirqq" have the same 30-bit word hash (found by a search).
    expect(hashWord('mokjcg')).toBe(hashWord('scirqq'));
    const set = compileRules([{ id: 't/twins', kind: 'k', rationale: 'r', pattern: /\bx y (?:mokjcg q|scirqq w)\b/i }]);
    const found = (text: string): string[] => set.scan(normalizeText(text)).map((f) => f.actual);
    // The first text makes the node under "mokjcg"; the second must not be judged by its index.
    expect(found('x y mokjcg q')).toEqual(['x y mokjcg q']);
    expect(found('x y scirqq w')).toEqual(['x y scirqq w']);
    expect(found('x y scirqq q')).toEqual([]);
  });

  it('finds every match once a rule set has built as many indexes as it may (4,096)', () => {
    // Every "x aI bJ" is a node of its own: 70 * 70 texts build more indexes than the cap.
    // A node is indexed at once while one of its rules has never run its pattern, and
    // 't/never' never does (its needed word "zebra" is in no text), so every node is.
    const a = Array.from({ length: 70 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 70 }, (_, j) => `b${j}`);
    const grid = `\\bx (?:${a.join('|')}) (?:${b.join('|')})`;
    const set = compileRules([
      { id: 't/grid', kind: 'k', rationale: 'r', pattern: new RegExp(`${grid} y\\b`, 'i') },
      { id: 't/never', kind: 'k', rationale: 'r', pattern: new RegExp(`${grid} [a-z ]{0,20}\\bzebra\\b`, 'i') },
    ]);
    let found = 0;
    for (const ai of a) for (const bj of b) found += set.scan(normalizeText(`x ${ai} ${bj} y`)).length;
    expect(found).toBe(70 * 70);
    // Past the cap, nodes without an index still find what they should, and no more.
    expect(set.scan(normalizeText('x a69 b68 y and x a68 b69 z')).map((f) => f.actual)).toEqual(['x a69 b68 y']);
  });
});
