/** Stable error codes, so callers can branch without parsing messages. */
export type SynthesisErrorCode =
  | 'SYNTHESIS_UNKNOWN_CHECK'
  | 'SYNTHESIS_DUPLICATE_CHECK'
  | 'SYNTHESIS_INVALID_CHECKER'
  | 'SYNTHESIS_INVALID_OPTIONS'
  | 'SYNTHESIS_INVALID_INPUT'
  | 'SYNTHESIS_INVALID_RULE'
  | (string & {});

/** An error a user can act on: a stable code, a message naming where and what, a hint. */
export class SynthesisError extends Error {
  readonly code: SynthesisErrorCode;
  readonly hint: string | undefined;

  constructor(code: SynthesisErrorCode, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SynthesisError';
    this.code = code;
    this.hint = options.hint;
  }
}

export function isSynthesisError(value: unknown): value is SynthesisError {
  return value instanceof Error && typeof (value as { code?: unknown }).code === 'string' && value.name === 'SynthesisError';
}
