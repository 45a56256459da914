import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRules, normalizeText, ruleGate, ruleTriggers, type Rule } from '../src/index.js';

describe('ruleTriggers', () => {
  it('reads the first words of a rule', () => {
    expect(ruleTriggers(String.raw`\bwould you like\b`)).toEqual(['would']);
    expect(ruleTriggers(String.raw`\b(?:you|u|ya) should\b`)).toEqual(['u', 'ya', 'you']);
    expect(ruleTriggers(String.raw`\bdon'?t worry`)).toEqual(['don']);
    expect(ruleTriggers(String.raw`\b(?:(?:you|u)(?:'?re| are)|ur) fine`)).toEqual(['u', 'you']); // "ur" starts with "u"
  });

  it('covers every top-level alternative', () => {
    expect(ruleTriggers(String.raw`\btake your time\b|\bno rush\b`)).toEqual(['no', 'take']);
    expect(ruleTriggers(String.raw`\btake your time\b|no rush`)).toBeNull();
  });

  it('gives up on patterns it cannot read', () => {
    expect(ruleTriggers(String.raw`(?:i'?m )?sorry`)).toBeNull(); // no leading \b
    expect(ruleTriggers(String.raw`\b(?:i'?m )?sorry`)).toBeNull(); // optional first group
    expect(ruleTriggers(String.raw`^\s*\d+\.`)).toBeNull();
    expect(ruleTriggers(String.raw`\b[a-z]+ly sad`)).toBeNull();
  });

  it('skips lookbehinds before the first word', () => {
    expect(ruleTriggers(String.raw`(?<!\bnot )\bfine\b`)).toEqual(['fine']);
  });
});

describe('ruleGate', () => {
  it('picks a mandatory, selective word group', () => {
    expect(ruleGate(String.raw`\b(?:you|u) (?:really )?(?:should|ought to)\b`)).toEqual(['ought', 'should']);
    expect(ruleGate(String.raw`\bi know (?:exactly )?how you feel\b`)).toEqual(['know']);
  });

  it('ignores optional groups and short words', () => {
    expect(ruleGate(String.raw`\b(?:you|u) (?:really |truly )?ok\b`)).toBeNull();
  });

  it('unions the gates of alternatives, or gives up if one has none', () => {
    expect(ruleGate(String.raw`\bno rush\b|\btake your time\b`)).toEqual(['rush', 'take']);
    expect(ruleGate(String.raw`\bno rush\b|\bok\b`)).toBeNull();
  });
});

/** The slow, obvious engine: every rule scanned over the whole text at every position. */
function naive(rules: readonly Rule[], text: string): string[] {
  const norm = normalizeText(text);
  const out: string[] = [];
  for (const rule of rules) {
    const re = new RegExp(rule.pattern.source, `g${rule.pattern.flags}`);
    let lastEnd = -1;
    let m: RegExpExecArray | null;
    while ((m = re.exec(norm.text)) !== null) {
      if (m[0].length > 0 && m.index >= lastEnd) {
        out.push(`${rule.id}@${m.index}`);
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
];

describe('the indexed engine finds what a full scan finds', () => {
  const set = compileRules(rules);
  const words = ['you', 'u', 'ya', 'really', 'just', 'should', 'ought', 'to', 'what', "don't", 'dont', 'worry', "you're",
    'ur', 'are', 'gonna', 'be', 'fine', 'ok', "i'm", 'im', 'sorry', '1.', '\n', 'take', 'your', 'time', 'no', 'rush', 'pressure',
    'you’re', '**should**', 'YOU', 'Sorry,', 'x'];
  it('on random sentences of trigger words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 30 }), (parts) => {
        const text = parts.join(' ');
        const got = set.scan(normalizeText(text)).map((f) => f.ruleId);
        const want = naive(rules, text).map((x) => x.split('@')[0]!);
        expect(got.sort()).toEqual(want);
      }),
      { numRuns: 500 },
    );
  });
});
