import { describe, expect, it } from 'vitest';
import { compileRules, normalizeText } from '../src/index.js';
import { PrefixGroups } from '../src/prefix-groups.js';
import { prefixHead } from '../src/vocabulary.js';

const entry = (word: string) => ({ word, head: prefixHead(word) });

describe('PrefixGroups', () => {
  const entries = ['mom', 'bf', 'mother', 'dad', 'momma', 'ex', 'daughter'].map(entry);
  const groups = new PrefixGroups(entries);
  const words = (head: number) => groups.of(head).map((e) => e.word);

  it('gives a word the entries with its head and the short ones, in the given order', () => {
    expect(words(prefixHead('moms'))).toEqual(['mom', 'bf', 'momma', 'ex']);
    expect(words(prefixHead('mothers'))).toEqual(['bf', 'mother', 'ex']);
    expect(words(prefixHead('daughter'))).toEqual(['bf', 'ex', 'daughter']);
  });

  it('gives a word whose head no entry has, or a word under three letters, the short ones only', () => {
    expect(words(prefixHead('partner'))).toEqual(['bf', 'ex']);
    expect(words(-1)).toEqual(['bf', 'ex']);
  });
});

describe('a word followed by many prefix words', () => {
  // Thirty-one prefix words and three short ones after "your": more than a node compares one by one.
  const people = ['mom', 'mum', 'dad', 'sister', 'brother', 'partner', 'husband', 'wife', 'friend', 'boss', 'teacher', 'coach', 'neighbo', 'cousin', 'aunt', 'uncle', 'grandma', 'grandpa', 'kid', 'son', 'daughter', 'roommate', 'therapist', 'doctor', 'landlord', 'manager', 'colleague', 'coworker', 'team', 'crush', 'exboyfriend'];
  const rules = [
    { id: 'test/your-person-will', kind: 'guarantee', pattern: new RegExp(String.raw`\byour (?:${people.join('|')})\w{0,4} (?:will|is going to) (?:understand|forgive you)\b`, 'i'), rationale: 'r' },
    { id: 'test/your-short-will', kind: 'guarantee', pattern: /\byour (?:bf|gf|ex)\w{0,2} will understand\b/i, rationale: 'r' },
  ];
  const set = compileRules(rules);
  const found = (text: string) => set.scan(normalizeText(text)).map((f) => `${f.ruleId}@${text.slice(f.start, f.end)}`);

  it('finds each of them, whole or with an ending, and the short ones', () => {
    for (const person of people) {
      expect(found(`honestly your ${person} will understand`)).toEqual([`test/your-person-will@your ${person} will understand`]);
      expect(found(`Your ${person}s will forgive you.`)).toEqual([`test/your-person-will@Your ${person}s will forgive you`]);
    }
    expect(found('your bf will understand, and your GFs will understand')).toEqual(['test/your-short-will@your bf will understand', 'test/your-short-will@your GFs will understand']);
    // "exbf" has the head of "exboyfriend": its group must hold the short "ex" too.
    expect(found('your exbf will understand')).toEqual(['test/your-short-will@your exbf will understand']);
  });

  it('finds nothing after a word that only shares a head with them, that the pattern then rejects, or none at all', () => {
    // "sis" and "partly" share the heads of "sister" and "partner"; "brotherly" starts with "brother", but "advice" follows.
    expect(found('your sis will understand, your partly done work will understand')).toEqual([]);
    expect(found('your brotherly advice will understand')).toEqual([]);
    expect(found('your b will understand and your x will understand')).toEqual([]);
  });
});
