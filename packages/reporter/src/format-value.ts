/** A value for one console line: JSON, cut to `max` characters. */
export function compact(value: unknown, max = 100): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A percentage with one decimal, e.g. `62.5%`. */
export function percent(part: number, whole: number): string {
  return `${whole === 0 ? '100.0' : ((part / whole) * 100).toFixed(1)}%`;
}

/** A rate in [0, 1] with 4 decimals, or `n/a` when undefined. */
export function rate(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(4);
}
