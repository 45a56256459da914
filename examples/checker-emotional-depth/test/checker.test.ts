import { describe, expect, it } from 'vitest';
import { ruleTableCases, uncoveredRules, type RuleTable } from '@synthesis/core/testing';
import { compileRules, createRegistry, resolveOptions } from '@synthesis/core';
import { checkEmotionalDepth, emotionalDepthChecker, RULES } from '../src/index.js';

const table: RuleTable = {
  fires: [
    { input: "im so sorry to hear that. let me know if u need anything", rule: 'depth/sorry-to-hear', span: 'im so sorry to hear that' },
    { input: 'So sorry you’re going through this right now.', rule: 'depth/sorry-to-hear', span: 'So sorry you’re going through' },
    { input: 'That sounds really hard. Anyway, good luck with the move!', rule: 'depth/sounds-hard', span: 'That sounds really hard' },
    { input: 'ugh that must be tough', rule: 'depth/sounds-hard', span: 'that must be tough' },
    { input: 'Hang in there, friend!', rule: 'depth/hang-in-there', span: 'Hang in there' },
    { input: "you've got this, stay positive :)", rule: 'depth/hang-in-there', span: 'stay positive' },
    { input: 'Sending you big hugs ❤️', rule: 'depth/sending-hugs', span: 'Sending you big hugs' },
    { input: 'Everything happens for a reason, you know?', rule: 'depth/platitude', span: 'Everything happens for a reason' },
    { input: "Honestly it's all going to be okay.", rule: 'depth/platitude', span: "it's all going to be okay" },
    { input: 'I totally get it. Breakups suck.', rule: 'depth/i-understand', span: 'I totally get it.' },
    { input: "**Don't worry** about it too much", rule: 'depth/dont-worry', span: "Don't worry** about it" },
    { input: 'try not to be so hard on yourself', rule: 'depth/dont-worry', span: 'try not to be so hard on yourself' },
    { input: 'It sounds like you’ve been feeling really alone since the move.', rule: 'depth/names-feeling', span: 'It sounds like you’ve been feeling really alone' },
    { input: 'sounds like that left you kind of invisible at work', rule: 'depth/names-feeling', span: 'sounds like that left you kind of invisible' },
    { input: 'you might be feeling kind of rejected by him right now', rule: 'depth/names-feeling', span: 'you might be feeling kind of rejected' },
    { input: "It's completely understandable to feel this way.", rule: 'depth/validates', span: "It's completely understandable to feel" },
    { input: 'I can only imagine how lonely that must have been.', rule: 'depth/acknowledges-weight', span: 'I can only imagine how lonely that must have been' },
    { input: 'how painful this must be for u', rule: 'depth/acknowledges-weight', span: 'how painful this must be' },
    { input: 'I wonder if part of you still hopes he will call.', rule: 'depth/wonders-with', span: 'I wonder if' },
    { input: "im curious what it was like growing up with her", rule: 'depth/wonders-with', span: 'im curious what ' },
    { input: 'She clearly meant so much to you.', rule: 'depth/reflects-meaning', span: 'She clearly meant so much to you' },
    { input: 'After all the years you put into that team, being let go like this stings.', rule: 'depth/reflects-meaning', span: 'After all the years you put' },
    { input: "It makes sense that you'd feel angry about this.", rule: 'depth/validates', span: "It makes sense that you'd feel" },
    { input: 'Part of you wants to call him, and another part wants nothing to do with him.', rule: 'depth/mixed-feelings' },
    { input: 'It is normal to have mixed feelings after a divorce.', rule: 'depth/mixed-feelings', span: 'mixed feelings' },
    { input: 'What has that been like for you?', rule: 'depth/open-question', span: 'What has that been like for you' },
    { input: 'what has the last few weeks been like for you', rule: 'depth/open-question', span: 'what has the last few weeks been like for you' },
    { input: 'what part of this feels heaviest right now?', rule: 'depth/open-question', span: 'what part of this feels heaviest' },
    { input: 'Would you like to talk more about what happened?', rule: 'depth/invites-more', span: 'Would you like to talk more about' },
    { input: "i'm here if u want to vent", rule: 'depth/invites-more', span: "i'm here if u" },
    { input: "There's no right way to grieve.", rule: 'depth/no-right-way', span: "There's no right way to grieve" },
    { input: "You don't have to have it all figured out yet.", rule: 'depth/no-right-way', span: "You don't have to have it all figured out" },
  ],
  nearMisses: [
    { input: 'Sorry, I made a mistake in the last answer: the meeting is at 3.', rule: 'depth/sorry-to-hear' },
    { input: 'That sounds hard because you are juggling two jobs and a newborn.', rule: 'depth/sounds-hard' },
    { input: 'The recipe sounds hard but the dough is forgiving.', rule: 'depth/sounds-hard' },
    { input: 'I understand that you were the one who found him, and that stays with a person.', rule: 'depth/i-understand' },
    { input: 'Do not worry the dough if it tears; patch it.', kinds: ['surface'] },
    { input: 'It sounds like a good plan to me.', rule: 'depth/names-feeling' },
    { input: 'The deadline makes sense given the release.', rule: 'depth/validates' },
    { input: 'What is the capital of France?', rule: 'depth/open-question' },
    { input: 'How hard is it to learn Rust?', rule: 'depth/acknowledges-weight' },
    { input: 'I wonder why the build is slow.', rule: 'depth/wonders-with' },
    { input: 'If you feel like pasta tonight, try this recipe.', rule: 'depth/names-feeling' },
    { input: 'Tell me the date of the meeting.', kinds: ['deep'] },
  ],
  verdicts: [
    { input: "I'm so sorry to hear that. Hang in there! Everything happens for a reason.", pass: false },
    { input: 'That sounds hard. Sending hugs!', pass: false },
    { input: 'Here is a budget spreadsheet template with three columns.', pass: false },
    {
      input: "That sounds really hard. It sounds like you've been feeling lonely since she left, and it makes sense you'd feel that way after all the years you spent together. What has that been like for you?",
      pass: true,
    },
    { input: "It makes sense that you're feeling numb. There's no right way to feel after this. I'm here if you want to say more.", pass: true },
  ],
};

describe('emotional_depth rule table', () => {
  for (const row of ruleTableCases(emotionalDepthChecker, table)) {
    it(row.name, () => expect(row.run()).toBeNull());
  }

  it('covers every rule with at least one firing row', () => {
    expect(uncoveredRules(emotionalDepthChecker, table)).toEqual([]);
  });

  it('has at least six surface and six deep rules', () => {
    expect(RULES.filter((r) => r.kind === 'surface').length).toBeGreaterThanOrEqual(6);
    expect(RULES.filter((r) => r.kind === 'deep').length).toBeGreaterThanOrEqual(6);
  });
});

describe('emotional_depth evidence and options', () => {
  it('reports depth_score, surface_hits and deep_hits with spans into the original text', () => {
    const text = 'So sorry to hear that. It sounds like you feel stuck, and it makes sense you would feel that way. Hang in there.';
    const result = checkEmotionalDepth(text);
    expect(result.surface_hits).toEqual(['So sorry to hear that', 'Hang in there']);
    expect(result.deep_hits).toEqual(['It sounds like you feel stuck', 'it makes sense you would feel']);
    expect(result.depth_score).toBe(0);
    expect(result.pass).toBe(false);
    for (const f of result.findings) expect(text.slice(f.start, f.end)).toBe(f.actual);
    expect(emotionalDepthChecker.summarize!(result)).toEqual({
      depth_score: 0, surface_hits: result.surface_hits, deep_hits: result.deep_hits,
    });
  });

  it('minDepth moves the bar, disabledRules drops a rule', () => {
    const text = 'That sounds tough. What has that been like for you?';
    expect(checkEmotionalDepth(text).pass).toBe(false);
    expect(checkEmotionalDepth(text, { minDepth: 0 }).pass).toBe(true);
    expect(checkEmotionalDepth(text, { disabledRules: ['depth/sounds-hard'] }).depth_score).toBe(1);
  });

  it('rejects invalid options through the core contract', () => {
    expect(() => resolveOptions(emotionalDepthChecker, { minDepth: 1.5 })).toThrowError(/minDepth/);
    expect(() => resolveOptions(emotionalDepthChecker, { disabledRules: ['depth/sory-to-hear'] })).toThrowError(/Did you mean "depth\/sorry-to-hear"/);
  });

  it('is a valid core checker: rules compile and the registry accepts it', () => {
    expect(() => compileRules(emotionalDepthChecker.meta.rules)).not.toThrow();
    expect(createRegistry([emotionalDepthChecker]).names()).toEqual(['emotional_depth']);
  });
});

describe('as an outside author', () => {
  it('runs against the built @synthesis/core from node_modules, not the workspace sources', () => {
    let stack = '';
    try {
      createRegistry([]).get('nothing');
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toMatch(/@synthesis[\\/]core[\\/]dist[\\/]|packages[\\/]core[\\/]dist[\\/]/);
    expect(stack).not.toMatch(/[\\/]src[\\/]registry\.ts/);
  });
});

describe('README', () => {
  it('lists every rule with its kind and rationale, in order', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `(depth\/[a-z-]+)` \| (\w+) \| (.+) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(RULES.map((r) => [r.id, r.kind, r.rationale]));
  });
});

describe('pattern safety', () => {
  it('every rule pattern is proven free of super-linear backtracking (recheck)', async () => {
    // recheck's automaton checker proves a pattern's matching time from its structure;
    // "unknown" (not proven within the time limit) counts as unsafe.
    const { checkSync } = (await import('recheck')) as unknown as {
      checkSync(source: string, flags: string, params: { checker: 'automaton'; timeout: number }): { status: string };
    };
    const unsafe = RULES.filter((r) => checkSync(r.pattern.source, r.pattern.flags, { checker: 'automaton', timeout: 10_000 }).status !== 'safe');
    expect(unsafe.map((r) => r.id)).toEqual([]);
  });
});
