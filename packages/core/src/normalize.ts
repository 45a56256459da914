/**
 * Typographic normalization with a map back to the original text.
 *
 * Rules are written against plain text: straight quotes and apostrophes, single
 * spaces, no markdown emphasis. Real replies have `you’re`, non-breaking spaces,
 * `**bold**` and `…`. Normalizing first lets one pattern match all of them, and the
 * offset map lets every finding point back into the text the user actually wrote.
 */
export interface NormalizedText {
  /** The original text, untouched. */
  readonly original: string;
  /** The normalized text that rules run against. */
  readonly text: string;
  /** `starts[i]`: offset in `original` of the character that became `text[i]`. */
  readonly starts: ArrayLike<number>;
  /** `ends[i]`: offset in `original` just past that character. */
  readonly ends: ArrayLike<number>;
  /** True when nothing changed: `text === original`, offsets map to themselves (maps empty). */
  readonly identity: boolean;
}

const APOSTROPHES = new Set(['\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u00B4', '\u02BC', '\uFF07']);
const QUOTES = new Set(['\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u00AB', '\u00BB', '\uFF02']);
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);
/** Characters dropped entirely: zero-width marks, soft hyphen, BOM, markdown emphasis and code ticks. */
const DROPPED = new Set(['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '*', '_', '`']);

function isHorizontalSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\u00A0' || ch === '\u202F' || ch === '\u205F' || ch === '\u3000' ||
    (ch >= '\u2000' && ch <= '\u200A');
}

/** Replacement for one original character ('' drops it), or undefined to keep it. */
function replacement(ch: string): string | undefined {
  if (APOSTROPHES.has(ch)) return "'";
  if (QUOTES.has(ch)) return '"';
  if (DASHES.has(ch)) return '-';
  if (ch === '\u2026') return '...';
  if (DROPPED.has(ch)) return '';
  return undefined;
}

/** Anything that might need rewriting; text without it is already normal. */
const NEEDS_WORK = /[^\n\x20-\x29\x2b-\x5e\x61-\x7e]| {2}/;

/**
 * Normalize `original` for matching. Linear time; never changes letters or case.
 * Runs of horizontal white space become one space; `\r\n` and lone `\r` become `\n`.
 */
export function normalizeText(original: string): NormalizedText {
  // The three checkers normalize the same reply one after another: remember the last few.
  for (let i = 0; i < recent.length; i++) if (recent[i]!.original === original) return recent[i]!;
  const result = normalizeUncached(original);
  recent[recentNext] = result;
  recentNext = (recentNext + 1) % RECENT_SIZE;
  return result;
}

const RECENT_SIZE = 4;
const recent: NormalizedText[] = [];
let recentNext = 0;

function normalizeUncached(original: string): NormalizedText {
  if (!NEEDS_WORK.test(original)) return { original, text: original, starts: EMPTY, ends: EMPTY, identity: true };
  const len = original.length;
  // Plain arrays, not typed ones: a short text's maps are cheaper on the JS heap.
  const starts: number[] = [];
  const ends: number[] = [];
  const parts: string[] = [];
  let n = 0;
  let lastWasSpace = false;
  let lineStart = true; // only white space since the start of the line
  let runStart = -1; // start of a run of characters copied as they are
  const flush = (i: number): void => {
    if (runStart >= 0) {
      parts.push(original.slice(runStart, i));
      runStart = -1;
    }
  };
  for (let i = 0; i < len; i++) {
    const code = original.charCodeAt(i);
    if (code > 0x20 && code < 0x7f && code !== 0x2a && code !== 0x5f && code !== 0x60) {
      // Printable ASCII other than * _ `: copied as it is (the common case, kept cheap).
      lastWasSpace = false;
      lineStart = false;
      if (runStart < 0) runStart = i;
      starts[n] = i;
      ends[n] = i + 1;
      n++;
      continue;
    }
    const ch = original[i]!;
    if (isHorizontalSpace(ch)) {
      if (lastWasSpace) {
        flush(i);
        ends[n - 1] = i + 1;
        continue;
      }
      lastWasSpace = true;
      if (ch !== ' ') {
        flush(i);
        parts.push(' ');
      } else if (runStart < 0) {
        runStart = i;
      }
      starts[n] = i;
      ends[n] = i + 1;
      n++;
      continue;
    }
    let rep = replacement(ch);
    if (ch === '\r') rep = original[i + 1] === '\n' ? '' : '\n';
    // A "* " bullet at the start of a line stays visible as "- " (emphasis stars go).
    if (ch === '*' && lineStart && (original[i + 1] === ' ' || original[i + 1] === '\t')) rep = '-';
    lineStart = rep === '\n' || ch === '\n' || (lineStart && ch === '*' && rep === '');
    if (rep === undefined) {
      lastWasSpace = false;
      if (runStart < 0) runStart = i;
      starts[n] = i;
      ends[n] = i + 1;
      n++;
      continue;
    }
    flush(i);
    if (rep === '') continue;
    lastWasSpace = false;
    parts.push(rep);
    for (let k = 0; k < rep.length; k++) {
      starts[n] = i;
      ends[n] = i + 1;
      n++;
    }
  }
  flush(len);
  return { original, text: parts.join(''), starts, ends, identity: false };
}

const EMPTY: readonly number[] = Object.freeze([]);

/**
 * Map a `[start, end)` span of the normalized text back to the original text.
 * An empty span maps to an empty span at the corresponding position.
 */
export function toOriginalSpan(norm: NormalizedText, start: number, end: number): [number, number] {
  if (norm.identity) return [start, Math.max(start, end)];
  const n = norm.text.length;
  const s = start >= n ? norm.original.length : norm.starts[start]!;
  if (end <= start) return [s, s];
  return [s, norm.ends[Math.min(end, n) - 1]!];
}

/**
 * The normalized offset of original offset `offset`: the index of the first
 * normalized character that comes from at or after it (the inverse of
 * {@link toOriginalSpan}; binary search, O(log n)).
 */
export function toNormalizedOffset(norm: NormalizedText, offset: number): number {
  if (norm.identity) return offset;
  const starts = norm.starts;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
