import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorSpan, bagOfWordsSimilarity, extractAnchor, normalizeText, splitSentences, termCounts, tokenCosineSimilarity, tokenize } from '../src/index.js';

describe('tokenCosineSimilarity', () => {
  it('is exactly 1 for identical texts', () => {
    expect(tokenCosineSimilarity('My dog died last week', 'My dog died last week')).toBe(1);
  });

  it('ignores case, curly apostrophes and markdown', () => {
    expect(tokenCosineSimilarity('I’m **so** tired', "i'm so TIRED")).toBe(1);
  });

  it('is 0 for texts with no shared term', () => {
    expect(tokenCosineSimilarity('grief and loss', 'pottery classes today')).toBe(0);
  });

  it('is 0 when either text has no words', () => {
    expect(tokenCosineSimilarity('', 'anything')).toBe(0);
    expect(tokenCosineSimilarity('...', '!!!')).toBe(0);
  });

  it('counts unigrams and bigrams (hand-computed)', () => {
    // a: the, cat, sat, "the cat", "cat sat"  (5 terms, each once: |a| = sqrt 5)
    // b: the, cat, ran, "the cat", "cat ran"  (|b| = sqrt 5)
    // shared: the, cat, "the cat" -> dot 3;  3 / (sqrt5 * sqrt5) = 0.6
    expect(tokenCosineSimilarity('the cat sat', 'the cat ran')).toBeCloseTo(0.6, 12);
  });

  it('weights repeated terms (hand-computed)', () => {
    // a: sad x2, "sad sad" x1 -> vector (2, 1), |a| = sqrt 5
    // b: sad x1 -> (1, 0); dot = 2; 2 / sqrt 5 = 0.894427...
    expect(tokenCosineSimilarity('sad sad', 'sad')).toBeCloseTo(2 / Math.sqrt(5), 12);
  });

  it('is symmetric and within [0, 1]', () => {
    const a = 'I lost my job and I feel like a failure';
    const b = 'Losing a job can make anyone feel like a failure. What happened?';
    const ab = tokenCosineSimilarity(a, b);
    expect(ab).toBe(tokenCosineSimilarity(b, a));
    expect(ab).toBeGreaterThan(0);
    expect(ab).toBeLessThan(1);
  });

  it('is the default provider', () => {
    expect(bagOfWordsSimilarity.name).toBe('bag-of-words-cosine');
    expect(bagOfWordsSimilarity.similarity('a b', 'a b')).toBe(1);
  });
});

describe('tokenize and termCounts', () => {
  it('keeps contractions as one token and drops punctuation', () => {
    expect(tokenize('You’re not alone — really!')).toEqual(["you're", 'not', 'alone', 'really']);
  });

  it('joins bigrams with a space', () => {
    expect([...termCounts(['a', 'b', 'a']).entries()]).toEqual([['a', 2], ['a b', 1], ['b', 1], ['b a', 1]]);
  });
});

describe('extractAnchor', () => {
  const reply = 'That sounds really hard. I’m sorry. Anyway, have you tried pottery?';

  it('takes the first two sentences by default', () => {
    expect(extractAnchor(reply)).toBe('That sounds really hard. I’m sorry.');
  });

  it('takes one sentence when asked', () => {
    expect(extractAnchor(reply, 1)).toBe('That sounds really hard.');
  });

  it('returns the whole text when it has fewer sentences', () => {
    expect(extractAnchor('Just one sentence without a period', 2)).toBe('Just one sentence without a period');
  });

  it('treats 0 or negative counts as 1', () => {
    expect(extractAnchor(reply, 0)).toBe('That sounds really hard.');
  });

  it('is empty for empty or whitespace-only text', () => {
    expect(extractAnchor('')).toBe('');
    expect(extractAnchor('   \n  ')).toBe('');
  });

  it('skips a leading markdown heading marker and stops at line breaks', () => {
    const text = '## I hear you\n- losing a parent is brutal\n- take your time';
    expect(extractAnchor(text)).toBe('I hear you\nlosing a parent is brutal');
    expect(anchorSpan(text, 1)).toEqual({ start: 3, end: 13, text: 'I hear you' });
  });

  it.each([
    ['bold, then a bullet', '**That sounds so hard.**\n\n- Would you like to talk about it?', 'That sounds so hard.\nWould you like to talk about it?'],
    ['a heading, then a paragraph', '## I am so sorry\n\nLosing a parent is hard. Anyway, yoga?', 'I am so sorry\nLosing a parent is hard.'],
    ['numbered items', '1. I am sorry about your dad.\n2. Have you tried a hobby?', 'I am sorry about your dad.\nHave you tried a hobby?'],
    ['a quote over two lines', '> I am so sorry.\n>\n> That must hurt.', 'I am so sorry.\nThat must hurt.'],
    ['a rule between paragraphs', 'I am so sorry.\r\n\r\n---\r\n\r\nThat must be so hard.', 'I am so sorry.\nThat must be so hard.'],
    ['emphasis around sentences on one line', '*I am so sorry.*  _That sounds awful._ Anyway.', 'I am so sorry. That sounds awful.'],
    ['bold after a sentence on one line', 'I am so sorry. **That must hurt.** More.', 'I am so sorry. That must hurt.'],
  ])('quotes the sentences without the markup between them: %s', (_, text, anchor) => {
    expect(extractAnchor(text)).toBe(anchor);
    // The span still runs from the first sentence's start to the last one's end, markup between included.
    const span = anchorSpan(text);
    const sentences = splitSentences(text, 2);
    expect(span).toEqual({ start: sentences[0]!.start, end: sentences[1]!.end, text: anchor });
    expect(anchorSpan(normalizeText(text))).toEqual(span);
    expect(extractAnchor(normalizeText(text))).toBe(anchor);
  });

  it('does not split on abbreviations', () => {
    expect(extractAnchor('Dr. Lee said it is normal. You are not alone. Really.', 1)).toBe('Dr. Lee said it is normal.');
  });
});

describe('tokenCosineSimilarity on ASCII text (hashed terms) equals the string-keyed computation', () => {
  /** The reference: string terms in Maps, as `tokenize` + `termCounts` give them. */
  function reference(a: string, b: string): number {
    const ca = termCounts(tokenize(a));
    const cb = termCounts(tokenize(b));
    if (ca.size === 0 || cb.size === 0) return 0;
    let dot = 0;
    for (const [t, n] of ca) dot += n * (cb.get(t) ?? 0);
    const norm = (c: Map<string, number>): number => [...c.values()].reduce((s, n) => s + n * n, 0);
    return Math.min(1, dot / Math.sqrt(norm(ca) * norm(cb)));
  }
  const words = ['i', "i'm", 'im', 'so', 'sad', 'Sad', 'job', 'lost', 'my', "don't", 'dont', 'you', "you're", 'feel', 'x1', '42'];
  const seps = [' ', ' ', ', ', '. ', '\n', "'", " '", "''", '_', '-', '**'];

  it('on random texts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...seps)), { maxLength: 30 }),
        fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...seps)), { maxLength: 30 }),
        (x, y) => {
          const a = x.map(([w, s]) => w + s).join('');
          const b = y.map(([w, s]) => w + s).join('');
          expect(tokenCosineSimilarity(a, b)).toBeCloseTo(reference(a, b), 12);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('on long texts, where tables grow', () => {
    const a = Array.from({ length: 600 }, (_, k) => `w${k % 97} t${k % 13}`).join(' ');
    const b = Array.from({ length: 400 }, (_, k) => `w${k % 41} t${k % 7}`).join(' ');
    expect(tokenCosineSimilarity(a, b)).toBeCloseTo(reference(a, b), 12);
    expect(tokenCosineSimilarity(a, a)).toBe(1);
  });
});

describe('anchorSpan on long replies', () => {
  // The split stops after the anchor; the span must be what the full split gives.
  const sentence = fc.constantFrom('That sounds hard. ', 'Dr. Smith said 2.5 mg?! ', 'I just... don’t know\n', '- a list item\n', 'No wonder! ', '“Quoted.” ', 'word ', '**bold** text. ');
  it('spans the first n sentences of the full split', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 5 }), (parts, pad, n) => {
        const text = 'x'.repeat(pad) + parts.join('') + 'tail sentence. '.repeat(300);
        const all = splitSentences(text);
        const last = all[Math.min(n, all.length) - 1]!;
        expect(anchorSpan(text, n)).toMatchObject({ start: all[0]!.start, end: last.end });
      }),
      { numRuns: 60 },
    );
  });
});

