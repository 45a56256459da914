import type { LabelAccuracy, LabelConfusion } from '@synthesis/core';

/** Round to 4 decimals (precision, recall, f1 are fractions in [0, 1]). */
function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** `matched / total` as a percentage with one decimal; 100 when nothing was compared. */
export function labelAccuracy(total: number, matched: number): LabelAccuracy {
  const accuracy = total === 0 ? 100 : Math.round((matched / total) * 1000) / 10;
  return { total, matched, accuracy };
}

/**
 * Rates of a confusion matrix with "fails the check" as the positive class.
 * precision is null without predicted failures, recall without expected ones,
 * f1 when either is null (and 0 when both are 0).
 */
export function confusionRates(tp: number, fp: number, fn: number, tn: number): LabelConfusion {
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  let f1: number | null = null;
  if (precision !== null && recall !== null) f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    tp, fp, fn, tn,
    precision: precision === null ? null : round4(precision),
    recall: recall === null ? null : round4(recall),
    f1: f1 === null ? null : round4(f1),
  };
}
