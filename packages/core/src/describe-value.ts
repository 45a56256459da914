/**
 * A value as an error message shows it after "got": JSON where JSON says what it is,
 * else what JSON would hide or throw on (`NaN` would print as `null`, a BigInt or a
 * cycle would throw, a function or `undefined` would vanish, a RegExp would be `{}`).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return String(value);
  if (isRegExp(value)) return String(value); // JSON shows {}
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Whether `value` is a RegExp, from this realm or another (a `vm` context, an iframe), which `instanceof` would refuse. */
export const isRegExp = (value: unknown): value is RegExp => Object.prototype.toString.call(value) === '[object RegExp]';
