import { describe, expect, it } from 'vitest';
import { defineChecker, isSynthesisError, runCheck, type CheckInput } from '../src/index.js';

const echo = (inputs: readonly ('user' | 'assistant')[]) => defineChecker({
  apiVersion: 1,
  meta: {
    name: 'echo_check', version: '1.0.0', description: 'demo', inputs,
    defaultOptions: {}, optionsSchema: { type: 'object' }, rules: [],
  },
  check: (input) => ({ pass: input.assistant.length > 0, applicable: true, findings: [] }),
});

function thrown(run: () => unknown): Error & { code?: string } {
  try {
    run();
  } catch (error) {
    expect(isSynthesisError(error)).toBe(true);
    return error as Error & { code?: string };
  }
  throw new Error('expected a throw');
}

describe('runCheck input', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [{ text: 'hi' }, '{"text":"hi"}'],
  ])('rejects a non-string assistant reply %j, naming the field and the value', (assistant, shown) => {
    const error = thrown(() => runCheck(echo(['assistant']), { user: '', assistant } as unknown as CheckInput));
    expect(error.code).toBe('SYNTHESIS_INVALID_INPUT');
    expect(error.message).toBe(`Invalid input for echo_check: "assistant" must be a string (got ${shown})`);
  });

  it('rejects an input that is not an object', () => {
    expect(thrown(() => runCheck(echo(['assistant']), 'hi' as unknown as CheckInput)).message).toBe(
      'Invalid input for echo_check: expected { user, assistant } strings (got "hi")',
    );
  });

  it('checks only the fields the checker reads', () => {
    expect(runCheck(echo(['assistant']), { assistant: 'ok' } as CheckInput).pass).toBe(true);
    expect(thrown(() => runCheck(echo(['user', 'assistant']), { assistant: 'ok' } as CheckInput)).message).toContain('"user" must be a string (got undefined)');
  });

  it('takes empty strings as texts', () => {
    expect(runCheck(echo(['user', 'assistant']), { user: '', assistant: '' }).pass).toBe(false);
  });
});
