/**
 * The set of case ids seen in a run, with where each was first seen. Ids of the
 * usual `PREFIX-digits` shape are stored by their number, per prefix and digit
 * count (so `LUV-01` and `LUV-1` stay distinct), in {@link NumberPositions}: once a
 * family's numbers are many and close together, as numbered suites are, they live
 * in one typed array, outside the JavaScript heap, at 8 bytes an id. A million ids
 * in a map ran the CLI's 80 MB heap out of memory, growing the map at the end of the run.
 */
export class IdSet {
  private readonly numeric = new Map<string, NumberPositions>();
  private readonly other = new Map<string, number>();

  /**
   * Test knobs: `denseAfter`, how many numbers of one family are kept in a map
   * before they may move to an array; `slack`, how far past the spread an array may
   * still grow to take a number.
   */
  constructor(
    private readonly denseAfter = 4096,
    private readonly slack = 1024,
  ) {}

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
      if (!m) this.numeric.set(key, (m = new NumberPositions(this.denseAfter, this.slack)));
      return m.add(Number(digits), where);
    }
    const prev = this.other.get(id);
    if (prev !== undefined) return prev;
    this.other.set(id, where);
    return undefined;
  }
}

/** Numbers spread over at most this many slots per number held are dense enough for an array. */
const SPREAD = 4;

/**
 * Where each number of one id family was first seen: in a map while they are few
 * or scattered, and in an array over `[base, base + length)` (NaN: not seen) once
 * they are many and close together; numbers far outside the array stay in the map.
 */
class NumberPositions {
  private map = new Map<number, number>();
  private dense: Float64Array | null = null;
  private base = 0;
  private count = 0;
  private min = Infinity;
  private max = -Infinity;

  constructor(
    private readonly denseAfter: number,
    private readonly slack: number,
  ) {}

  add(n: number, where: number): number | undefined {
    const d = this.dense;
    if (d !== null) {
      const i = n - this.base;
      if (i >= 0 && i < d.length) {
        const prev = d[i]!;
        if (prev === prev) return prev; // not NaN: seen
        d[i] = where;
        this.count++;
        return undefined;
      }
      if (!this.map.has(n) && this.grow(n)) return this.add(n, where);
    }
    const prev = this.map.get(n);
    if (prev !== undefined) return prev;
    this.map.set(n, where);
    this.count++;
    if (n < this.min) this.min = n;
    if (n > this.max) this.max = n;
    if (d === null && this.map.size >= this.denseAfter && this.max - this.min < SPREAD * this.map.size) this.toArray();
    return undefined;
  }

  /** Move the map's numbers into an array over [min, max], with room above for the numbers to come. */
  private toArray(): void {
    const span = this.max - this.min + 1;
    const dense = new Float64Array(span + (span >>> 1)).fill(NaN);
    for (const [n, where] of this.map) dense[n - this.min] = where;
    this.dense = dense;
    this.base = this.min;
    this.map = new Map();
  }

  /** Widen the array to hold `n`, if the numbers stay close enough together; false when `n` belongs in the map. */
  private grow(n: number): boolean {
    const old = this.dense!;
    const lo = Math.min(this.base, n);
    const hi = Math.max(this.base + old.length - 1, n);
    const span = hi - lo + 1;
    if (span > SPREAD * (this.count + 1) + this.slack) return false;
    // Upward (the usual way a suite numbers its cases): half as much again, for the numbers to come.
    const size = n > this.base ? span + (span >>> 1) : span;
    const dense = new Float64Array(size).fill(NaN);
    dense.set(old, this.base - lo);
    // Numbers that were too far out when they came may be inside now: the array holds them from here on.
    for (const [m, where] of this.map) {
      if (m >= lo && m < lo + size) {
        dense[m - lo] = where;
        this.map.delete(m);
      }
    }
    this.dense = dense;
    this.base = lo;
    return true;
  }
}
