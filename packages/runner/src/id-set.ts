/**
 * The set of case ids seen in a run, with where each was first seen. Ids of the
 * usual `PREFIX-digits` shape are stored as numbers in a map per prefix and digit
 * count (so `LUV-01` and `LUV-1` stay distinct): a million ids then cost tens of
 * megabytes, not the hundred-odd a map of strings would.
 */
export class IdSet {
  private readonly numeric = new Map<string, Map<number, number>>();
  private readonly other = new Map<string, number>();

  /**
   * Record `id` at `where` (an opaque number, e.g. a packed file index and line).
   * Returns the earlier `where` when the id was already recorded, else undefined.
   */
  add(id: string, where: number): number | undefined {
    const dash = id.lastIndexOf('-');
    const digits = dash >= 0 ? id.slice(dash + 1) : '';
    if (digits.length > 0 && digits.length <= 15 && /^[0-9]+$/.test(digits)) {
      const key = `${id.slice(0, dash)}:${digits.length}`;
      let m = this.numeric.get(key);
      if (!m) this.numeric.set(key, (m = new Map()));
      const n = Number(digits);
      const prev = m.get(n);
      if (prev !== undefined) return prev;
      m.set(n, where);
      return undefined;
    }
    const prev = this.other.get(id);
    if (prev !== undefined) return prev;
    this.other.set(id, where);
    return undefined;
  }
}
