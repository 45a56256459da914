import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRules, leadWordSequences, neededWords, nextWords, nextWordsPastGap, normalizeText, toOriginalSpan, type Rule } from '../src/index.js';

/** Leading word sequences of a pattern, as "word word prefix*" strings, sorted. */
const leads = (source: string): string[] | null =>
  leadWordSequences(source)?.map((seq) => seq.map((w) => (w.exact ? w.word : `${w.word}*`)).join(' ')).sort() ?? null;

/** Random pattern pieces, each with a text it matches (for the necessary-condition properties). */
type Piece = { source: string; sample: string };
const word = fc.constantFrom('cry', 'sob', 'tears', 'ok', 'you', 'over', 'night', 'x', 'feel').map((w): Piece => ({ source: w, sample: w }));
const sep = fc.constantFrom(' ', "'", '-').map((c): Piece => ({ source: c === '-' ? '\\-' : c, sample: c }));
const gap = fc.stringMatching(/^[a-z ]{0,6}$/).map((g): Piece => ({ source: "[a-z' ]{0,6}", sample: g }));
/**
 * `\b` + `p`'s pattern, and the text words of its sample (`after`); `fc.pre`
 * rejects the run unless the pattern matches the sample from its first character
 * with more than `n` words.
 */
function matchedWords(p: Piece, n: number): { source: string; after: string[] } {
  const source = `\\b${p.source}`;
  const text = ` ${p.sample} `;
  const m = new RegExp(source, 'iy');
  m.lastIndex = 1;
  fc.pre(m.test(text)); // the sample matches from its first character
  const words = text.slice(1, m.lastIndex).toLowerCase().split(/[^a-z0-9_]+/).filter(Boolean);
  fc.pre(words.length > n);
  return { source, after: text.slice(1).toLowerCase().split(/[^a-z0-9_]+/).filter(Boolean) };
}

/** Any one word of letters, as rules write "your [a-z]{2,10} group". */
const wordGap = fc.stringMatching(/^[a-z]{1,5}$/).map((g): Piece => ({ source: '[a-z]{1,5}', sample: g }));
const piece: fc.Arbitrary<Piece> = fc.letrec<{ piece: Piece }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    word, sep, gap, wordGap,
    fc.constant<Piece>({ source: '\\b', sample: '' }),
    tie('piece').chain((p) => fc.boolean().map((take): Piece => ({ source: `(?:${p.source})?`, sample: take ? p.sample : '' }))),
    fc.tuple(tie('piece'), tie('piece'), fc.boolean()).map(([a, b, first]): Piece => ({ source: `(?:${a.source}|${b.source})`, sample: first ? a.sample : b.sample })),
    // A repeat holds no gap and no other repeat, as in the rules (which recheck proves
    // linear): a repeated gap inside a repeat backtracks for seconds on some samples.
    fc.tuple(tie('piece'), tie('piece'), fc.integer({ min: 1, max: 3 })).filter(([a, b]) => !a.source.includes('{') && !b.source.includes('{')).map(([a, b, times]): Piece => ({
      source: `(?:${a.source}|${b.source}){1,3}`,
      sample: Array.from({ length: times }, (_, k) => (k % 2 === 0 ? a.sample : b.sample)).join(''),
    })),
    fc.array(tie('piece'), { minLength: 2, maxLength: 4 }).map((ps): Piece => ({ source: ps.map((p) => p.source).join(''), sample: ps.map((p) => p.sample).join('') })),
  ),
})).piece;

describe('leadWordSequences', () => {
  it('reads literal words, alternatives and optional letters', () => {
    expect(leads(String.raw`\bwould you like\b`)).toEqual(['would you']);
    expect(leads(String.raw`\b(?:you|u|ya) should\b`)).toEqual(['u should', 'ya should', 'you should']);
    expect(leads(String.raw`\bdon'?t worry\b`)).toEqual(['don t', 'dont worry']);
    expect(leads(String.raw`\b(?:(?:you|u)(?:'?re| are)|ur) fine\b`)).toEqual([
      'u are', 'u re', 'ur fine', 'ure fine', 'you are', 'you re', 'youre fine',
    ]);
  });

  it('stops at the first gap, leaving a prefix where a word may go on', () => {
    expect(leads(String.raw`\bchemo\w{0,6}\b`)).toEqual(['chemo*']);
    expect(leads(String.raw`\b(?:my|our) dad [a-z' ]{0,50}\bfight`)).toEqual(['my dad', 'our dad']);
    expect(leads(String.raw`\bsorry`)).toEqual(['sorry*']); // no \b after it: "sorrying" would match too
  });

  it('keeps at most two words', () => {
    expect(leads(String.raw`\bi am so very tired\b`)).toEqual(['i am']);
  });

  it('expands optional groups, small classes and small repeats', () => {
    expect(leads(String.raw`(?:\bi'?m )?\bsorry\b`)).toEqual(['i m', 'im sorry', 'sorry']);
    expect(leads(String.raw`\bfianc[ée]e?\b`)).toEqual(['fianc', 'fianc e', 'fiance', 'fiancee']);
    expect(leads(String.raw`\b(?:so ){0,2}sad\b`)).toEqual(['sad', 'so sad', 'so so']);
  });

  it('skips lookarounds', () => {
    expect(leads(String.raw`(?<!\bnot )\bfine\b(?! print)`)).toEqual(['fine']);
  });

  it('gives up on patterns that may start anywhere', () => {
    expect(leads(String.raw`(?:i'?m )?sorry`)).toBeNull(); // no leading \b
    expect(leads(String.raw`^\s*\d+\.`)).toBeNull();
    expect(leads(String.raw`\b[a-z]+ly sad`)).toBeNull();
    expect(leads(String.raw`\btake your time\b|no rush`)).toBeNull(); // one alternative unanchored
  });
});

/** Clauses as sorted strings: a prefix word ends in `*`. */
const needs = (source: string): string[][] =>
  neededWords(source).map((c) => c.map((w) => `${w.word}${w.exact ? '' : '*'}`).sort());

/** Whether the words of a text (lower case) hold a word of every clause of `source`. */
const clausesHold = (source: string, words: readonly string[]): boolean =>
  neededWords(source).every((clause) => clause.some((w) => words.some((t) => (w.exact ? t === w.word : t.startsWith(w.word)))));

describe('neededWords', () => {
  it('finds the telling word after a gap, even a short one', () => {
    expect(needs(String.raw`\b(?:i|me) [a-z' ]{0,40}\b(?:cry|crying|sob)\b`)).toEqual([['cry', 'crying', 'sob']]);
    expect(needs(String.raw`\bi know (?:exactly )?how you feel\b`)).toContainEqual(['know']);
  });

  it('reads words inside literal strings and after optional parts', () => {
    expect(needs(String.raw`\b(?:you|u) (?:really )?(?:should|ought to)\b`)).toContainEqual(['ought', 'should']);
    expect(needs(String.raw`\bit is (?:going to be|gonna be) over in no time\b`)).toContainEqual(['over']);
    expect(needs(String.raw`\bwill (?:all )?be (?:gone|over) (?:in no time|overnight)\b`)).toContainEqual(['overnight', 'time']);
  });

  it('ignores optional groups and common or short words', () => {
    expect(needs(String.raw`\b(?:you|u) (?:really |truly )?(?:are|is)\b`)).toEqual([]);
    expect(needs(String.raw`\bthe (?:amazing )?you\b`)).toEqual([]);
    expect(needs(String.raw`\bthe (?:big )?ou`)).toEqual([]); // a two-letter prefix is no clause
  });

  it('unions the clauses of alternatives, or gives up if one has none', () => {
    expect(needs(String.raw`\bno rush\b|\btake your time\b`)).toEqual([['rush', 'take']]);
    expect(needs(String.raw`\bno rush\b|\bthe\b`)).toEqual([]);
  });

  it('is a necessary condition: every text a pattern matches holds a word of each clause', () => {
    const holds = (source: string, text: string): void => {
      expect(new RegExp(source, 'i').test(text)).toBe(true);
      expect(clausesHold(source, text.toLowerCase().split(/[^a-z0-9_]+/).filter(Boolean))).toBe(true);
    };
    // A repeated group glues its repetitions into one word.
    holds(String.raw`\b(?:foo|bar)+ bazzz\b`, 'foobar bazzz');
    holds(String.raw`\b(?:foos|bars){1,3}\b`, 'foosbars');
    holds(String.raw`\bx (?:foos|bars){2}\b`, 'x barsfoos');
    // Optional parts, gaps and alternatives of different lengths.
    holds(String.raw`\b(?:i|me) [a-z' ]{0,40}\b(?:cry|crying|sob)\b`, "me and my dog just sob");
    holds(String.raw`\bwill (?:all )?be (?:gone|over) (?:in no time|overnight)\b`, 'it will be over overnight');
    holds(String.raw`\b(?:it'?s|that is) (?:ok|okay) to (?:cry|rest)\b`, "It's OK to rest");
    // A group whose last part may match nothing ends where the part before it ends:
    // without the hyphen, "c-?" runs on into the next word.
    holds(String.raw`\b(?:c-?)?ptsd\b`, 'my cptsd is back');
    holds(String.raw`\b(?:ex-?)?(?:boyfriend|girlfriend)\b`, 'my exgirlfriend');
    holds(String.raw`\b(?:hi(?: |-)?)?five\b`, 'a hifive');
  });

  it('is a necessary condition on random patterns and texts they match (property)', () => {
    let checked = 0; // runs that had clauses to check
    fc.assert(
      fc.property(piece, (p) => {
        const source = `\\b${p.source}`;
        const text = ` ${p.sample} `;
        fc.pre(new RegExp(source, 'i').test(text));
        const words = text.split(/[^a-z0-9_]+/).filter(Boolean);
        if (neededWords(source).length > 0) checked++;
        expect(clausesHold(source, words)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The property says something only where patterns have clauses: about a quarter of runs do.
    expect(checked).toBeGreaterThan(200);
  });

  it('is a necessary condition when a group may end in a separator or run on into the next word (property)', () => {
    // "(?:c-?)?ptsd" matches "cptsd": the group ends in "c" when the hyphen is absent.
    const w = fc.constantFrom('c', 'ex', 'self', 'non', 'co', 'hi');
    const next = fc.constantFrom('ptsd', 'harm', 'wife', 'five', 'worker');
    const sep = fc.constantFrom('-', ' ', "'");
    fc.assert(
      fc.property(w, next, sep, fc.constantFrom(0, 1, 2), fc.boolean(), (a, b, s, form, inAlt) => {
        const group = `(?:${a}${s === '-' ? '\\-' : s}?)?`;
        const source = inAlt ? `\\b(?:zzz|${group}${b})\\b` : `\\b${group}${b}\\b`;
        const text = ['', `${a}`, `${a}${s}`][form] + b;
        expect(new RegExp(source, 'i').test(` ${text} `)).toBe(true);
        expect(clausesHold(source, text.toLowerCase().split(/[^a-z0-9_]+/).filter(Boolean))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a word cut by the end of the pattern as a prefix', () => {
    expect(needs(String.raw`\bi (?:just )?(?:relapsed|overdos)`)).toContainEqual(['overdos*', 'relapsed*']);
  });
});

/** The words `nextWords` allows after `path`, as "word" or "prefix*" strings, sorted (null: any). */
const next = (source: string, path: string[]): string[] | null =>
  nextWords(source, path)?.map((w) => (w.exact ? w.word : `${w.word}*`)).sort() ?? null;

describe('nextWords', () => {
  it('lists the word after the path, through optional words and alternatives', () => {
    expect(next(String.raw`\bi (?:feel|am) (?:so |really )?(?:sad|low)\b`, ['i', 'am'])).toEqual(['low', 'really', 'sad', 'so']);
    expect(next(String.raw`\byou(?:'ll| will) (?:be|do) (?:fine|great)\b`, ['you'])).toEqual(['ll', 'will']);
    expect(next(String.raw`\byou(?:'ll| will) (?:be|do) (?:fine|great)\b`, ['you', 'll'])).toEqual(['be', 'do']);
    expect(next(String.raw`\bi'?m (?:so )?tired\b`, ['im'])).toEqual(['so', 'tired']);
  });

  it('follows only the matches that begin with the path', () => {
    // "your best" cannot begin with the whole word "you".
    expect(next(String.raw`\b(?:you|your) (?:best|worst) (?:bet|option)\b`, ['you'])).toEqual(['best', 'worst']);
    expect(next(String.raw`\b(?:i feel so|i am) (?:sad|low)\b`, ['i', 'feel'])).toEqual(['so']);
  });

  it('keeps a word cut by a gap as a prefix', () => {
    expect(next(String.raw`\bi feel (?:worth|use)less\w{0,2}`, ['i', 'feel'])).toEqual(['useless*', 'worthless*']);
  });

  it('says nothing (null) where any word, or none, may come next', () => {
    expect(next(String.raw`\bi feel\b`, ['i', 'feel'])).toBeNull();
    expect(next(String.raw`\bi (?:feel|am) [a-z ]{0,20}\bsad\b`, ['i', 'am'])).toBeNull();
    expect(next(String.raw`\bi feel(?: so)? sad\b|\bi feel\b`, ['i', 'feel'])).toBeNull();
    expect(next(String.raw`\bi feel\w* sad\b`, ['i', 'feel'])).toBeNull();
  });

  it('expands along the path where the whole list of sequences would not', () => {
    const many = Array.from({ length: 60 }, (_, k) => `w${k}`).join('|');
    const source = String.raw`\b(?:${many}) (?:${many}) (?:sad|low|lost)\b`;
    // Listing every start gives 3,600 sequences, and even there the second word is only
    // a prefix (the listing gave up before the words were finished); the third is never seen.
    const listed = leadWordSequences(source)!;
    expect(listed).toHaveLength(3600);
    expect(listed.every((seq) => seq.length === 2 && !seq[1]!.exact)).toBe(true);
    expect(next(source, ['w7', 'w59'])).toEqual(['lost', 'low', 'sad']);
  });

  it('is a necessary condition: the word after the path in a match is one it lists (property)', () => {
    let checked = 0; // runs where a next word was listed
    fc.assert(
      fc.property(piece, fc.integer({ min: 1, max: 2 }), (p, n) => {
        const { source, after } = matchedWords(p, n);
        const allowed = nextWords(source, after.slice(0, n));
        if (allowed === null) return;
        checked++;
        const nextWord = after[n]!;
        expect(allowed.some((w) => (w.exact ? nextWord === w.word : nextWord.startsWith(w.word)))).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});

/** `nextWordsPastGap` as two sorted lists of "word" or "prefix*" strings (null: nothing can be said). */
const past = (source: string, path: string[]): { next: string[]; afterGap: string[] } | null => {
  const got = nextWordsPastGap(source, path);
  const show = (ws: readonly { word: string; exact: boolean }[]) => ws.map((w) => (w.exact ? w.word : `${w.word}*`)).sort();
  return got === null ? null : { next: show(got.next), afterGap: show(got.afterGap) };
};

describe('nextWordsPastGap', () => {
  const people = String.raw`\byour (?:mom|dad|(?:[a-z]{2,10} )?group) (?:loves?|cares) you\b`;

  it('lists the word after one any-word gap, next to the words that may come next', () => {
    expect(nextWords(people, ['your'])).toBeNull(); // "writing" could come next
    expect(past(people, ['your'])).toEqual({ next: ['dad', 'group', 'mom'], afterGap: ['group'] });
    expect(past(String.raw`\bthe [a-z]{1,15}(?:'ll| will) (?:be|go) fine\b`, ['the'])).toEqual({ next: [], afterGap: ['ll', 'will'] });
  });

  it('lets a gap word stand for a word of the path', () => {
    expect(past(people, ['your', 'writing'])).toEqual({ next: ['group'], afterGap: [] });
    // "mom" may itself be the gap word: "your mom group loves you".
    expect(past(people, ['your', 'mom'])).toEqual({ next: ['cares', 'group', 'love', 'loves'], afterGap: [] });
  });

  it('reads letters around the gap as still one word', () => {
    // Letters first: the word is listed by them, as a prefix, not read as a gap.
    expect(past(String.raw`\byour (?:mom|partner)\w{0,2} (?:will|would) go\b`, ['your'])).toEqual({ next: ['mom', 'mom*', 'partner', 'partner*'], afterGap: [] });
    expect(past(String.raw`\bthe [a-z]{2,15}s will\b`, ['the'])).toEqual({ next: [], afterGap: ['will'] });
    expect(past(String.raw`\bthe [a-z]{2,15} wil\w*`, ['the'])).toEqual({ next: [], afterGap: ['wil*'] });
  });

  it('keeps every next word when alternatives write the same start, or end a word at different places', () => {
    // " is", " was", " always" all end "mom" at their first character: one next word each way.
    const proud = String.raw`\byour (?:mom|dad)(?: is| was| always) (?:proud|here)\b`;
    expect(past(proud, ['your'])).toEqual({ next: ['dad', 'mom'], afterGap: [] });
    expect(past(proud, ['your', 'mom'])).toEqual({ next: ['always', 'is', 'was'], afterGap: [] });
    // "gy mess" ends a longer word ("doggy") at its third character; " is" ends "dog" at its first.
    expect(past(String.raw`\bmy (?:dog|cat)(?:gy mess| is) (?:ok|fine)\b`, ['my'])).toEqual({ next: ['cat', 'catgy', 'dog', 'doggy'], afterGap: [] });
    // A separator right after one: it writes nothing, so it cannot leave the path.
    expect(past(String.raw`\byour\b (?:mom|dad)\b (?:is|was)\b`, ['your', 'mom'])).toEqual({ next: ['is', 'was'], afterGap: [] });
    // Strings that leave the path at their first letter, and one that meets it.
    expect(past(String.raw`\b(?:they|he|she|your (?:mom|dad)) (?:will|would) (?:call|come)\b`, ['your', 'dad'])).toEqual({ next: ['will', 'would'], afterGap: [] });
  });

  it('says nothing (null) where the word after the gap is not known', () => {
    expect(past(String.raw`\bthe [a-z]{1,15} [a-z]{1,15} will\b`, ['the'])).toBeNull(); // a second gap
    expect(past(String.raw`\bthe [a-z]{1,15}\b`, ['the'])).toBeNull(); // the match may end there
    expect(past(String.raw`\bthe [a-z' ]{1,15} will\b`, ['the'])).toBeNull(); // a gap of separators too: several words
    expect(past(String.raw`\bthe\b`, ['the'])).toBeNull();
  });

  it('is a necessary condition: a match has a listed next word, or a listed word after the gap (property)', () => {
    let checked = 0; // runs where something was listed
    fc.assert(
      fc.property(piece, fc.integer({ min: 1, max: 2 }), (p, n) => {
        const { source, after } = matchedWords(p, n);
        const allowed = nextWordsPastGap(source, after.slice(0, n));
        if (allowed === null) return;
        checked++;
        const fits = (list: readonly { word: string; exact: boolean }[], w: string | undefined) =>
          w !== undefined && list.some((x) => (x.exact ? w === x.word : w.startsWith(x.word)));
        expect(fits(allowed.next, after[n]) || fits(allowed.afterGap, after[n + 1])).toBe(true);
      }),
      { numRuns: 4000 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});

/**
 * The slow, obvious engine: every rule scanned over the whole normalized text at
 * every position, as "rule@start" with the start mapped back to the original text.
 */
function naive(rules: readonly Rule[], text: string, limit = Infinity): string[] {
  const norm = normalizeText(text);
  const scanned = norm.text.slice(0, limit);
  const out: string[] = [];
  for (const rule of rules) {
    const re = new RegExp(rule.pattern.source, `g${rule.pattern.flags}`);
    let lastEnd = -1;
    let m: RegExpExecArray | null;
    while ((m = re.exec(scanned)) !== null) {
      if (m[0].length > 0 && m.index >= lastEnd) {
        out.push(`${rule.id}@${toOriginalSpan(norm, m.index, m.index + 1)[0]}`);
        lastEnd = m.index + m[0].length;
      }
      re.lastIndex = m.index + 1;
    }
  }
  return out.sort();
}

const rules: Rule[] = [
  { id: 't/should', kind: 'k', rationale: 'r', pattern: /\b(?:you|u|ya) (?:really |just )?(?:should|ought to)\b(?<!\bwhat you should)/i },
  { id: 't/dont-worry', kind: 'k', rationale: 'r', pattern: /\bdon'?t (?:you )?worry\b/i },
  { id: 't/youre-fine', kind: 'k', rationale: 'r', pattern: /\b(?:(?:you|u)(?:'?re| are)|ur) (?:gonna be |going to be )?(?:fine|ok)\b/i },
  { id: 't/sorry', kind: 'k', rationale: 'r', pattern: /(?:\bi'?m )?\bsorry\b/i },
  { id: 't/list', kind: 'k', rationale: 'r', pattern: /^ ?\d+\. /im },
  { id: 't/alt', kind: 'k', rationale: 'r', pattern: /\btake your time\b|\bno (?:rush|pressure)\b/i },
  { id: 't/feel-low', kind: 'k', rationale: 'r', pattern: /\bi (?:feel|am) (?:so |really )?(?:sad|low|tired)\b/i },
  { id: 't/youll-be-fine', kind: 'k', rationale: 'r', pattern: /\b(?:you|u)(?:'?ll| will) (?:be|do) (?:fine|great)\b/i },
  { id: 't/feel-gap', kind: 'k', rationale: 'r', pattern: /\bi feel [a-z ]{0,12}\bworthless\b/i },
  { id: 't/group-loves', kind: 'k', rationale: 'r', pattern: /\b(?:your|ur) (?:mom|(?:[a-z]{2,10} )?group) (?:loves?|cares) (?:you|u)\b/i },
  { id: 't/the-x-will', kind: 'k', rationale: 'r', pattern: /\bthe [a-z]{1,8}s?(?:'ll| will) (?:love|be fine)\b/i },
  { id: 't/c-ptsd', kind: 'k', rationale: 'r', pattern: /\b(?:c-?)?ptsd\b/i },
];

/**
 * The same rules with the `u` flag too: `i` with `u` also matches `ſ` for `s` and
 * `K` (Kelvin sign) for `k`, and `\w` and `\b` count them as word characters.
 */
const unicodeRules: Rule[] = rules.map((r) => ({ ...r, pattern: new RegExp(r.pattern.source, `${r.pattern.flags}u`) }));

describe.each([
  ['with the i flag', rules],
  ['with the i and u flags', unicodeRules],
])('the indexed engine finds what a full scan finds, %s', (_, rules) => {
  const set = compileRules(rules);
  const words = ['you', 'u', 'ya', 'really', 'just', 'should', 'ought', 'to', 'what', "don't", 'dont', 'worry', "you're",
    'ur', 'are', 'gonna', 'be', 'fine', 'ok', "i'm", 'im', 'sorry', '1.', '\n', 'take', 'your', 'time', 'no', 'rush', 'pressure',
    'you’re', '**should**', 'YOU', 'Sorry,', 'x', 'i', 'I', 'feel', 'am', 'so', 'sad', 'low', 'tired', 'Sad.', "you'll", 'youll',
    'will', 'do', 'great', 'worthless', 'group', 'groups', 'mom', 'writing', 'loves', 'love', 'cares', 'the', "judge'll", 'cptsd', 'c-ptsd', 'ptsd', 'c',
    'kids', 'Group', 'ur', 'SHOULD', 'WORRY', 'Fine', '\u017fhould', 'F\u0130NE', '\u212aids', 'Don’t',
    '\u017forry', 'o\u212a', 'worthle\u017f\u017f', '\u017fo', 'x\u017f', '\u212a'];
  it('on random sentences of trigger words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), (parts) => {
        const text = parts.join(' ');
        const got = set.scan(normalizeText(text)).map((f) => `${f.ruleId}@${f.start}`);
        expect(got.sort()).toEqual(naive(rules, text));
      }),
      { numRuns: 1000 },
    );
  });

  it('with a limit that ends at a word boundary, on random sentences', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), fc.nat(), (parts, pick) => {
        const text = parts.join(' ');
        const norm = normalizeText(text);
        const ends = [...norm.text.matchAll(/ /g)].map((m) => m.index!);
        const limit = ends.length === 0 ? norm.text.length : ends[pick % ends.length]!;
        const got = set.scan(norm, { limit }).map((f) => `${f.ruleId}@${f.start}`);
        expect(got.sort()).toEqual(naive(rules, text, limit));
      }),
      { numRuns: 500 },
    );
  });

  it('with a limit anywhere, inside a word too, on random sentences', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), fc.nat(), (parts, pick) => {
        const text = parts.join(' ');
        const norm = normalizeText(text);
        const limit = pick % (norm.text.length + 1);
        const got = set.scan(norm, { limit }).map((f) => `${f.ruleId}@${f.start}`);
        expect(got.sort()).toEqual(naive(rules, text, limit));
      }),
      { numRuns: 500 },
    );
  });
});
