import type { PassStrength } from './types.js';

/** The signals the verdict is computed from. */
export interface PivotSignals {
  pivot: boolean;
  ack: boolean;
  followUp: boolean;
  /** User-vs-reply similarity in [0, 1], unrounded. */
  similarity: number;
}

/**
 * The handbook's decision, in its order: a pivot with low similarity fails even
 * with acknowledgment; acknowledgment plus follow-up passes; high similarity
 * passes; acknowledgment without pivot and middling similarity passes as borderline.
 */
export function decide(s: PivotSignals, similarityThreshold: number, borderlineThreshold: number): { pass: boolean; strength: PassStrength } {
  if (s.pivot && s.similarity < similarityThreshold) return { pass: false, strength: 'clear_fail' };
  if (s.ack && s.followUp) return { pass: true, strength: 'clear_pass' };
  if (s.similarity >= similarityThreshold) return { pass: true, strength: 'clear_pass' };
  if (s.ack && !s.pivot && s.similarity >= borderlineThreshold) return { pass: true, strength: 'borderline_pass' };
  return { pass: false, strength: 'clear_fail' };
}
