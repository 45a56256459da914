/**
 * The handbook's pass rule: enough positive language to outweigh the negative
 * (`score >= 1`), or some positive language and no negative at all. A reply with
 * no hits either way fails: it offers the user no choice.
 */
export function agencyPasses(positive: number, negative: number): boolean {
  const score = positive - negative;
  return score >= 1 || (positive >= 1 && negative === 0);
}
