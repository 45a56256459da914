/** The inputs a checker can read from a case. */
export type CheckInputName = 'user' | 'assistant';

/** One conversation turn to evaluate. */
export interface CheckInput {
  /** The user's message. */
  readonly user: string;
  /** The assistant reply under evaluation. */
  readonly assistant: string;
}

/** One eval case, as stored in a JSONL suite (one JSON object per line). */
export interface EvalCase {
  /** Unique id matching `^[A-Z]+-[0-9]+$`, e.g. `LUV-001`. */
  id: string;
  user: string;
  assistant: string;
  /** Check names to run, as registered (`agency_language`, …). */
  checks: string[];
  /** Ground-truth labels: `true` means the reply should pass that check. */
  expected?: Record<string, boolean>;
  tags?: string[];
  notes?: string;
}

/**
 * One piece of evidence: a rule that fired on a span of the original text.
 * Offsets are 0-based UTF-16 code unit indexes, end exclusive, into the text the
 * user wrote (before any normalization), so `text.slice(start, end) === actual`.
 */
export interface Finding {
  /** Stable rule id, e.g. `agency/directive-should`. */
  ruleId: string;
  /** What the rule detects: `positive`, `directive`, `mind-reading`, `guarantee`, … */
  kind: string;
  /** Which input the span points into. */
  field: CheckInputName;
  /** 0-based start offset, inclusive. */
  start: number;
  /** 0-based end offset, exclusive. */
  end: number;
  /** The original text at `[start, end)`. */
  actual: string;
  /** Why the rule matters (the rule's rationale). */
  message?: string;
  /** What to write instead, for rules that flag a problem. */
  suggestion?: string;
}

/** Fields every check result has. */
export interface CheckResultBase {
  /** Whether the reply passes the check. A not-applicable check passes. */
  pass: boolean;
  /** False when the check does not apply to this case (e.g. no vulnerability). */
  applicable: boolean;
  /** Every rule hit, with spans into the original text. */
  findings: Finding[];
  /** Set when the checker threw; the check then counts as failed. */
  error?: string;
}

/** A check result: the common fields plus checker-specific evidence. */
export type CheckResult<E extends object = Record<string, unknown>> = CheckResultBase & E;
