/**
 * Case folding done once per text instead of in every pattern.
 *
 * Rules are written with the `i` flag. V8 compiles a case-insensitive pattern
 * far more slowly than the same pattern without the flag (two to three times,
 * measured on our rules), and compiling is most of what a run over text never
 * seen before costs. So where it gives the same matches, a rule's pattern is
 * compiled without `i` and run on the text folded to one case: {@link foldText}
 * maps every character to one fixed member of its case class, as the `i` flag
 * sees classes, and keeps the length, so offsets stay the same.
 *
 * The same matches: without the `u` flag, `i` makes two characters equal when
 * their canonical forms are (`canonical` below: the upper case, unless that is
 * more than one character or turns a non-ASCII character into an ASCII one).
 * A pattern that only ever names the chosen member of a class
 * ({@link caseFoldable}) then matches the folded text exactly where the case-
 * insensitive pattern matches the text. `\w`, `\b`, `\d`, `\s` and `.` do not
 * change: folding never turns a character into an ASCII one or out of one.
 */

import { lowerCode } from './char-codes.js';

/** The canonical form `i` compares (non-Unicode mode). */
function canonical(code: number): number {
  const upper = String.fromCharCode(code).toUpperCase();
  if (upper.length !== 1) return code;
  const u = upper.charCodeAt(0);
  return code >= 128 && u < 128 ? code : u;
}

/**
 * The member of `code`'s case class that folded text holds: its lower case when
 * that is in the same class, else the canonical form. ASCII letters fold to lower case.
 */
function foldOf(code: number): number {
  if (code < 128) return lowerCode(code);
  const canon = canonical(code);
  const lower = String.fromCharCode(canon).toLowerCase();
  if (lower.length === 1 && canonical(lower.charCodeAt(0)) === canon) return lower.charCodeAt(0);
  return canon;
}

/** Folds of code units at or above 128, filled as texts meet them (0: not known yet). */
let wide: Uint16Array | null = null;

function foldWide(code: number): number {
  wide ??= new Uint16Array(0x10000);
  let f = wide[code]!;
  if (f === 0) wide[code] = f = foldOf(code);
  return f;
}

const NON_ASCII = /[^\x00-\x7f]/g;

/** `text` with every character replaced by its case class's chosen member; same length. */
export function foldText(text: string): string {
  // The native lower case is the fold for ASCII and for most other letters: it
  // is used when it kept the length and agrees at every non-ASCII character.
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    NON_ASCII.lastIndex = 0;
    let agrees = true;
    for (let m = NON_ASCII.exec(text); m !== null; m = NON_ASCII.exec(text)) {
      if (foldWide(text.charCodeAt(m.index)) !== lower.charCodeAt(m.index)) {
        agrees = false;
        break;
      }
    }
    if (agrees) return lower;
  }
  const out = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 128 ? lowerCode(c) : foldWide(c);
  }
  let s = '';
  for (let at = 0; at < out.length; at += 4096) s += String.fromCharCode.apply(null, out.subarray(at, at + 4096) as unknown as number[]);
  return s;
}

/** Escapes for a class or a control character (after the backslash): no letters of their own to check. */
const CLASS_ESCAPES = 'bBwWsSdDnrtfv0';
/** Escapes whose meaning does not depend on case. Others (`\x41`, `\u…`, `\p{…}`, back references) keep the flag. */
const PLAIN_ESCAPES = new Set([...CLASS_ESCAPES, ...'^$\\.*+?()[]{}|/-\'"!,:;=<>#&%@`~ ']);

/**
 * Whether the case-insensitive pattern `source` (flags without `u`) matches the
 * folded text exactly where it matches the text: every literal character is
 * its own fold, and every class holds the fold of each of its characters (so
 * `[a-z]` is fine, and `[?-^]`, which holds `A` but not `a`, is not).
 */
export function caseFoldable(source: string): boolean {
  let inClass = false;
  /** Characters of the current class, as ranges [from, to]. */
  let ranges: number[] = [];
  let pendingRange = false;
  for (let i = 0; i < source.length; i++) {
    let code = source.charCodeAt(i);
    let escaped = false;
    if (code === 0x5c) {
      const next = source[i + 1];
      if (next === undefined || !PLAIN_ESCAPES.has(next)) return false;
      i++;
      escaped = true;
      code = next.charCodeAt(0);
      if (CLASS_ESCAPES.includes(next)) {
        if (inClass && pendingRange) return false; // a range to a class escape: leave it alone
        continue;
      }
    }
    if (!inClass) {
      if (!escaped && code === 0x5b) {
        inClass = true;
        ranges = [];
        if (source[i + 1] === '^') i++;
        continue;
      }
      if (foldOf(code) !== code) return false;
      continue;
    }
    if (!escaped && code === 0x5d) {
      if (!classClosed(ranges)) return false;
      inClass = false;
      continue;
    }
    if (pendingRange) {
      const from = ranges[ranges.length - 2]!;
      if (code < from) return false;
      ranges[ranges.length - 1] = code;
      pendingRange = false;
      continue;
    }
    if (!escaped && code === 0x2d && ranges.length > 0 && source[i + 1] !== ']') {
      pendingRange = true;
      continue;
    }
    ranges.push(code, code);
  }
  return !inClass;
}

/** Whether the fold of every character in `ranges` is in them too (large ranges are not checked: no). */
function classClosed(ranges: readonly number[]): boolean {
  const inside = (c: number): boolean => {
    for (let k = 0; k < ranges.length; k += 2) if (c >= ranges[k]! && c <= ranges[k + 1]!) return true;
    return false;
  };
  for (let k = 0; k < ranges.length; k += 2) {
    if (ranges[k + 1]! - ranges[k]! > 0x2000) return false;
    for (let c = ranges[k]!; c <= ranges[k + 1]!; c++) if (!inside(foldOf(c))) return false;
  }
  return true;
}
