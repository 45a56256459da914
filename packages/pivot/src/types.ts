import type { BaseOptions, CheckResult } from '@synthesis/core';

/** Options of the topic_pivot checker. */
export interface PivotOptions extends BaseOptions {
  /** Similarity at or above which the reply counts as on topic. Cosine in [0, 1]; default 0.45. */
  similarityThreshold: number;
  /** Lower similarity bound of a borderline pass (acknowledgment, no pivot). Cosine in [0, 1]; default 0.30. */
  borderlineThreshold: number;
  /** How many leading sentences of the reply form the anchor scanned for acknowledgment. Integer in [1, 5]; default 2. */
  anchorSentences: number;
  /**
   * With no vulnerability rule hit, how many distinct distress-signal families (a blow,
   * how long, not coping, alone, a feeling, a shrug) in one first-person message make the
   * check applicable. Integer in [0, 6]; default 0 (off). See the README for the measured trade-off at 2 and 3.
   */
  signalFamilies: number;
  disabledRules?: readonly string[];
}

/** How firmly the verdict was reached. */
export type PassStrength = 'clear_pass' | 'borderline_pass' | 'clear_fail' | 'not_applicable';

/** Evidence of a topic_pivot result (field names follow the Synthesis report format). */
export interface PivotEvidence {
  /** Whether the user message shows vulnerability; when false the check passes without looking at the reply. */
  applicable: boolean;
  /**
   * Similarity of the user message and the whole reply, by the context's provider, in [0, 1],
   * rounded to 4 decimals (verdicts use the unrounded value). Null when not applicable (not computed).
   */
  anchor_similarity: number | null;
  /** Whether an acknowledgment rule fired in the anchor. */
  ack_present: boolean;
  /**
   * The anchor: the reply's first `anchorSentences` sentences, each as written, without
   * the markup between them (core's `extractAnchor`). Empty when not applicable.
   */
  anchor_text: string;
  /**
   * Matched texts in the user message that made the check applicable, deduplicated, in
   * order: vulnerability rules, or else the distress signals (see `detected_by`).
   */
  vuln_hits: string[];
  /** What made the check applicable: a vulnerability rule, several distress-signal families, or nothing. */
  detected_by: 'vulnerability-rule' | 'distress-signals' | null;
  /**
   * Matched texts of vulnerability rules (or distress signals) set aside, deduplicated, in
   * order: told of someone in a piece the user says they are writing (a story, an essay),
   * or named as a subject the user studies or works with (an exam, a client, a policy),
   * not of the user. The frames that covered them are findings of kind `writing-frame` or
   * `study-frame`.
   */
  framed_hits: string[];
  /** Matched texts of acknowledgment rules in the anchor, deduplicated, in order. */
  ack_hits: string[];
  /** Matched texts of follow-up rules in the whole reply, deduplicated, in order. */
  follow_up_hits: string[];
  /** Matched texts of pivot-indicator rules in the whole reply, deduplicated, in order. */
  pivot_hits: string[];
  pass_strength: PassStrength;
  /** Name of the similarity provider in the context (reported even when not applicable). */
  similarity_provider: string;
}

/** A topic_pivot result: pass, applicable, findings, and the evidence above. */
export type PivotResult = CheckResult<PivotEvidence>;
