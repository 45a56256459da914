/**
 * Frozen deep copies of option values, and a check that the caller's options still
 * equal one. Resolved options are cached per options object, and callers keep their
 * objects: without the copy, a `disabledRules` array pushed to after the first call
 * reached the checker unvalidated; without the check, a value changed after the first
 * call was ignored.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A frozen copy of `value`: arrays and plain objects copied all the way down, anything else as is. */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  // fromEntries defines keys, so an own "__proto__" (from JSON.parse) stays a key and sets no prototype.
  if (isPlainObject(value)) return Object.freeze(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frozenCopy(v)]))) as T;
  return value;
}

/** Whether `value` still equals `copy` (made by {@link frozenCopy}): same keys, items and values. */
export function equalsCopy(value: unknown, copy: unknown): boolean {
  if (Array.isArray(copy)) {
    return Array.isArray(value) && value.length === copy.length && copy.every((item, i) => equalsCopy(value[i], item));
  }
  if (isPlainObject(copy)) {
    if (!isPlainObject(value)) return false;
    const keys = Object.keys(copy);
    if (Object.keys(value).length !== keys.length) return false;
    return keys.every((key) => Object.prototype.hasOwnProperty.call(value, key) && equalsCopy(value[key], copy[key]));
  }
  return Object.is(value, copy);
}
