import { describe, expect, it } from 'vitest';
import { colorLevel, formatCheckResults, highlightSpan, bracketMark } from '@synthesis/reporter';

const input = { user: 'my dog died yesterday', assistant: 'Oh no!\nYou should get a new puppy, honestly you will feel better soon.' };

describe('formatCheckResults', () => {
  it('shows verdicts, rule ids, the span in context, why and what to write instead', () => {
    const text = formatCheckResults(input, {
      agency_language: {
        pass: false, applicable: true, score: -1,
        findings: [{ ruleId: 'agency/directive-should', kind: 'directive', field: 'assistant', start: 7, end: 17, actual: 'You should', message: 'tells the user what to do', suggestion: 'offer a choice' }],
      },
      topic_pivot: { pass: true, applicable: false, findings: [] },
    }, { level: 0 });
    expect(text).toBe(`✖ FAIL  agency_language  (score -1)
    agency/directive-should directive, assistant 7-17
      Oh no! [[You should]] get a new puppy, honestly you will feel…
      why: tells the user what to do
      try: offer a choice
– n/a  topic_pivot
`);
  });

  it('emphasizes spans with inverse video when colored', () => {
    const text = formatCheckResults(input, {
      x: { pass: false, applicable: true, findings: [{ ruleId: 'x/y', kind: 'k', field: 'user', start: 3, end: 6, actual: 'dog' }] },
    }, { level: 1 });
    expect(text).toContain('my \u001b[7mdog\u001b[27m died yesterday');
  });
});

describe('highlightSpan', () => {
  it('cuts long context at word boundaries', () => {
    const long = `${'word '.repeat(30)}TARGET${' tail'.repeat(30)}`;
    const out = highlightSpan(long, 150, 156, bracketMark, 12);
    expect(out).toBe('…word word [[TARGET]] tail tail…');
  });
});

describe('colorLevel', () => {
  it('honors --no-color, FORCE_COLOR and NO_COLOR', () => {
    expect(colorLevel({ noColor: true, env: { FORCE_COLOR: '1' } })).toBe(0);
    expect(colorLevel({ env: { NO_COLOR: '1' } })).toBe(0);
  });
});
