import { assertNormalized, assertText } from './check-input.js';

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
  /** True when nothing changed: `text === original`, offsets map to themselves (`map` is null). */
  readonly identity: boolean;
  /** Where each normalized character came from; read it through {@link toOriginalSpan}. */
  readonly map: OffsetMap | null;
}

/**
 * The offset map, in segments: a few numbers per change, not per character, so a
 * megabyte reply costs little. Segment `k` is three numbers in `segments`: at `3k`
 * the normalized offset where it starts (it runs to the next segment's start), at
 * `3k + 1` an original offset, at `3k + 2` an original end or -1. In a linear
 * segment (end -1) normalized offset `i` came from original offset
 * `orig + (i - norm)`, one character each. In a collapsed segment every character
 * came from the original span `[orig, end)`: the three dots of a `…`, or one space
 * standing for a run of white space.
 */
export interface OffsetMap {
  readonly segments: Int32Array;
}

/**
 * The segments of the map being built, three numbers each, in one typed array
 * shared by every call (normalization is synchronous) that grows when a chunk of
 * text might not fit: dense markdown or punctuation starts a segment every few
 * characters, and a short text costs one allocation, the finished copy.
 */
let segs = new Int32Array(3 * 256);

/**
 * The finished map: a copy of the first `count` numbers written. A buffer grown
 * for a huge text is not copied but handed over, and a small one starts again.
 */
function finishSegments(count: number): OffsetMap {
  if (segs.length <= 3 * 65536) return { segments: segs.slice(0, count) };
  const segments = segs.subarray(0, count);
  segs = new Int32Array(3 * 256);
  return { segments };
}

/** {@link replacementCode}: the character is dropped. */
const DROP = -1;
/** {@link replacementCode}: the character becomes `...`. */
const ELLIPSIS = -2;

/**
 * What one original character code becomes: a code (itself when kept), {@link DROP}
 * or {@link ELLIPSIS}. Curly apostrophes and primes → `'`, curly and angle quotes →
 * `"`, dashes → `-`, `…` → `...`; the long s `ſ` → `s` and the Kelvin sign `K` → `K`,
 * the two characters a pattern with the `i` and `u` flags takes for ASCII letters
 * (so the engine's ASCII words see what such a pattern sees); zero-width marks,
 * soft hyphen, BOM, markdown emphasis and code ticks are dropped. It fills the normalizer's tables (below), once
 * per code unit, at load.
 */
function replacementCode(code: number): number {
  switch (code) {
    case 0x2018: case 0x2019: case 0x201a: case 0x201b: case 0x2032: case 0x00b4: case 0x02bc: case 0xff07:
      return 0x27;
    case 0x201c: case 0x201d: case 0x201e: case 0x201f: case 0x2033: case 0x00ab: case 0x00bb: case 0xff02:
      return 0x22;
    case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2014: case 0x2015: case 0x2212:
      return 0x2d;
    case 0x017f: // ſ, long s
      return 0x73;
    case 0x212a: // K, Kelvin sign
      return 0x4b;
    case 0x2026:
      return ELLIPSIS;
    case 0x200b: case 0x200c: case 0x200d: case 0x2060: case 0xfeff: case 0x00ad: case 0x2a: case 0x5f: case 0x60:
      return DROP;
    default:
      return code;
  }
}

function isHorizontalSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0xa0 || code === 0x202f || code === 0x205f || code === 0x3000 ||
    (code >= 0x2000 && code <= 0x200a);
}


/**
 * Normalize `original` for matching. Linear time; never changes letters or case,
 * except `ſ` → `s` and `K` (Kelvin sign) → `K`.
 * Runs of horizontal white space become one space; `\r\n` and lone `\r` become `\n`.
 * A value that is not a string throws `SYNTHESIS_INVALID_INPUT`.
 */
export function normalizeText(original: string): NormalizedText {
  assertText('normalizeText', 'text', original);
  return normalize(original);
}

/** {@link normalizeText} for core's own callers, which hold a string already. */
export function normalize(original: string): NormalizedText {
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

/** Characters between plain runs are written here, then decoded a buffer at a time. */
const scratch = new Uint16Array(8192);
/** Characters per pass of the inner loop: three times this fits in {@link scratch}. */
const CHUNK = 2048;

/** Native UTF-16 decoding where the platform has it (Node, browsers; not a bare vm context). */
const Decoder = (globalThis as { TextDecoder?: new (label: string) => { decode(input: Uint16Array): string } }).TextDecoder;
const utf16 = typeof Decoder === 'function' ? new Decoder('utf-16le') : null;

/** A string from `codes[0, n)`. */
function decode(codes: Uint16Array, n: number): string {
  if (utf16 !== null && n > 32) return utf16.decode(codes.subarray(0, n));
  // In chunks: argument lists have a length limit.
  const chunks: string[] = [];
  for (let at = 0; at < n; at += 4096) chunks.push(String.fromCharCode.apply(null, codes.subarray(at, Math.min(n, at + 4096)) as unknown as number[]));
  return chunks.join('');
}

/**
 * Anything that might need rewriting (text without it is already normal), searched
 * for to find where the work starts and to jump over plain text in between.
 */
const ATTENTION = /[^\n\x20-\x29\x2b-\x5e\x61-\x7e]| {2}/g;
/**
 * After this many plain characters in a row, with at least JUMP_MIN_LEFT still to
 * go, the loop jumps to the next character that needs work (a regex search). In
 * short texts, and in prose with a curly apostrophe every few words, the search
 * and the extra pieces cost more than they save.
 */
const JUMP_AFTER = 64;
const JUMP_MIN_LEFT = 256;

/** What a character is to the normalizer (its entry in {@link ACT}). */
const PLAIN = 0; // printable ASCII other than * _ `: kept, and part of a plain run
const SPACE = 1; // horizontal white space: runs become one space
const DROPPED = 2; // zero-width marks, soft hyphen, BOM, _ and `
const DOTS = 3; // … becomes ...
const STAR = 4; // * is dropped, or "- " for a bullet at the start of a line
const CR = 5;
const OTHER = 6; // kept, or replaced one for one by TO[code]
/** Action and replacement for every UTF-16 code unit (what `charCodeAt` can return), filled once at load. */
const TABLE_SIZE = 0x10000;
const ACT = new Uint8Array(TABLE_SIZE).fill(OTHER);
const TO = new Uint16Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) {
  const rep = replacementCode(c);
  TO[c] = rep >= 0 ? rep : c;
  if (isHorizontalSpace(c)) ACT[c] = SPACE;
  else if (c === 0x2a) ACT[c] = STAR;
  else if (c === 0x0d) ACT[c] = CR;
  else if (rep === DROP) ACT[c] = DROPPED;
  else if (rep === ELLIPSIS) ACT[c] = DOTS;
  else if (c > 0x20 && c < 0x7f) ACT[c] = PLAIN;
}

const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;

/**
 * A regex character class holding the code units `codes` (ascending), in ranges.
 * With `bridge`, two ranges at most that far apart are joined across a gap of
 * non-ASCII codes, so the class may hold codes it was not given: V8 runs a class
 * of a few ranges several times faster than one of twenty (3.5 against 13.7 µs
 * on a 1,500-character reply).
 */
function classOf(codes: readonly number[], bridge = 0): string {
  const ranges: [number, number][] = [];
  for (const c of codes) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && (c === last[1] + 1 || (c - last[1] <= bridge && last[1] >= 0x7f))) last[1] = c;
    else ranges.push([c, c]);
  }
  return `[${ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')}]`;
}

/**
 * What makes normalizing change the text's length: a character that is dropped
 * or becomes three, a carriage return, and two horizontal spaces in a row. A text
 * without any (most prose: its only changes are curly apostrophes and quotes,
 * dashes, a tab or a no-break space) keeps its length and every offset.
 */
const RESIZING = (() => {
  const resizing: number[] = [];
  const spaces: number[] = [];
  for (let c = 0; c < TABLE_SIZE; c++) {
    const act = ACT[c]!;
    if (act === DROPPED || act === DOTS || act === STAR || act === CR) resizing.push(c);
    else if (act === SPACE) spaces.push(c);
  }
  return new RegExp(`${classOf(resizing)}|${classOf(spaces)}{2}`, 'g');
})();

/**
 * The characters replaced one for one (a horizontal space by a space, the rest by
 * `TO`), in a class bridged over the codes between them, which map to themselves.
 */
const ONE_FOR_ONE = (() => {
  const codes: number[] = [];
  for (let c = 0; c < TABLE_SIZE; c++) if ((ACT[c] === SPACE && c !== 0x20) || (ACT[c] === OTHER && TO[c] !== c)) codes.push(c);
  return new RegExp(classOf(codes, 64), 'g');
})();
const replaceOne = (ch: string): string => {
  const code = ch.charCodeAt(0);
  return String.fromCharCode(ACT[code] === SPACE ? 0x20 : TO[code]!);
};

function normalizeUncached(original: string): NormalizedText {
  ATTENTION.lastIndex = 0;
  const first = ATTENTION.exec(original);
  if (first === null) return { original, text: original, identity: true, map: null };
  RESIZING.lastIndex = Math.max(0, first.index - 1); // a space just before it may start a run
  if (!RESIZING.test(original)) {
    // Each character stays where it was: the native replace, and a map of one linear segment.
    const text = original.replace(ONE_FOR_ONE, replaceOne);
    if (text === original) return { original, text: original, identity: true, map: null };
    return { original, text, identity: false, map: { segments: Int32Array.of(0, 0, -1) } };
  }
  /** The next character that needs work at or after the last search point (so the text before it is not searched twice). */
  let attention = first.index;
  const len = original.length;
  // Output is built as string pieces: plain runs are sliced from the original (no
  // character loop), and the characters between them are written to a small
  // buffer, turned into a piece whenever a run is added or the buffer fills.
  const out = scratch;
  let buffered = 0;
  const pieces: string[] = [];
  // The map's segments (see OffsetMap), written in place: `sc` numbers so far.
  let sg = segs;
  let sc = 0;
  let n = 0;
  /** The original offset that continues the current linear segment, or -1 (start a new one). */
  let expect = -1;
  let lastWasSpace = false;
  let lineStart = true; // only white space since the start of the line
  // Plain characters in a row; the plain text before the first character that needs work may be jumped at once.
  let streak = attention >= JUMP_AFTER ? JUMP_AFTER - 1 : 0;
  let i = 0;
  while (i < len) {
    // Room for a whole chunk (a character becomes at most three, and starts at most
    // one segment), so the loop over it needs no check per character.
    if (buffered > out.length - 3 * CHUNK) {
      pieces.push(decode(out, buffered));
      buffered = 0;
    }
    if (sc + 3 * CHUNK > sg.length) {
      // As many segments as the text so far has per character, for the rest of it
      // (a tenth more): a dense megabyte grows the buffer once or twice, not a dozen times.
      const expected = i > 0 ? Math.ceil((sc / i) * len * 1.1) : 0;
      const bigger = new Int32Array(Math.max(sg.length * 2, sc + 3 * CHUNK, expected + 3 * CHUNK));
      bigger.set(sg.subarray(0, sc));
      segs = sg = bigger;
    }
    const stop = Math.min(len, i + CHUNK);
    while (i < stop) {
      const code = original.charCodeAt(i);
      const act = ACT[code]!;
      /** The one character written for original character i on the linear map. */
      let kept = code;
      if (act === PLAIN) {
        if (++streak >= JUMP_AFTER && len - i >= JUMP_MIN_LEFT) {
          // Everything up to the next character that needs work is copied in one piece:
          // it starts with this printable character and holds no double space.
          if (attention < i) {
            ATTENTION.lastIndex = i;
            const next = ATTENTION.exec(original);
            attention = next === null ? len : next.index;
          }
          const to = attention;
          if (i !== expect) {
            sg[sc] = n;
            sg[sc + 1] = i;
            sg[sc + 2] = -1;
            sc += 3;
          }
          expect = to;
          if (buffered > 0) {
            pieces.push(decode(out, buffered));
            buffered = 0;
          }
          pieces.push(original.slice(i, to));
          n += to - i;
          let back = to - 1;
          while (original.charCodeAt(back) === 0x20) back--;
          lastWasSpace = back < to - 1;
          lineStart = original.charCodeAt(back) === 0x0a;
          streak = 0;
          i = to;
          continue;
        }
        lastWasSpace = false;
        lineStart = false;
      } else if (act === SPACE) {
        // A single plain space is part of a plain run; anything else breaks it.
        if (code === 0x20 && !lastWasSpace) streak++;
        else streak = 0;
        if (lastWasSpace) {
          // One space stands for the whole run: it now maps to original text up to here.
          const k = sc - 3;
          if (sg[k + 2]! >= 0 || sg[k] === n - 1) sg[k + 2] = i + 1;
          else {
            sg[sc] = n - 1;
            sg[sc + 1] = sg[k + 1]! + (n - 1 - sg[k]!);
            sg[sc + 2] = i + 1;
            sc += 3;
          }
          expect = -1;
          i++;
          continue;
        }
        lastWasSpace = true;
        kept = 0x20;
      } else {
        streak = 0;
        if (act === DROPPED) {
          lineStart = false;
          i++;
          continue;
        }
        if (act === STAR) {
          // A "* " bullet at the start of a line stays visible as "- " (emphasis stars go).
          const next = original.charCodeAt(i + 1);
          if (!lineStart || (next !== 0x20 && next !== 0x09)) {
            i++;
            continue;
          }
          kept = 0x2d;
          lineStart = false;
        } else if (act === DOTS) {
          // "…" -> "...": three characters that all stand for the one original character.
          sg[sc] = n;
          sg[sc + 1] = i;
          sg[sc + 2] = i + 1;
          sc += 3;
          out[buffered++] = 0x2e;
          out[buffered++] = 0x2e;
          out[buffered++] = 0x2e;
          n += 3;
          expect = -1;
          lastWasSpace = false;
          lineStart = false;
          i++;
          continue;
        } else if (act === CR) {
          if (original.charCodeAt(i + 1) === 0x0a) {
            lineStart = false;
            i++;
            continue;
          }
          kept = 0x0a;
          lineStart = true;
        } else {
          kept = TO[code]!;
          lineStart = kept === 0x0a;
        }
        lastWasSpace = false;
      }
      // Kept, or replaced one for one: the linear map goes on.
      if (i !== expect) {
        sg[sc] = n;
        sg[sc + 1] = i;
        sg[sc + 2] = -1;
        sc += 3;
      }
      expect = i + 1;
      out[buffered++] = kept;
      n++;
      i++;
    }
  }
  if (buffered > 0) pieces.push(decode(out, buffered));
  const text = pieces.length === 1 ? pieces[0]! : pieces.join('');
  return { original, text, identity: false, map: finishSegments(sc) };
}

/** The segment holding normalized offset `i` (the last one starting at or before it), as the index of its first number. */
function segmentOf(map: OffsetMap, i: number): number {
  const seg = map.segments;
  let lo = 0;
  let hi = seg.length / 3 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (seg[3 * mid]! <= i) lo = mid;
    else hi = mid - 1;
  }
  return 3 * lo;
}

/** Original offset of the character that became normalized character `i` (`i` < text length). */
function startOf(map: OffsetMap, i: number): number {
  const seg = map.segments;
  const k = segmentOf(map, i);
  return seg[k + 2]! >= 0 ? seg[k + 1]! : seg[k + 1]! + (i - seg[k]!);
}

/** Original offset just past the character that became normalized character `i`. */
function endOf(map: OffsetMap, i: number): number {
  const seg = map.segments;
  const k = segmentOf(map, i);
  return seg[k + 2]! >= 0 ? seg[k + 2]! : seg[k + 1]! + (i - seg[k]!) + 1;
}

/**
 * Map a `[start, end)` span of the normalized text back to the original text.
 * An empty span maps to an empty span at the corresponding position.
 */
export function toOriginalSpan(norm: NormalizedText, start: number, end: number): [number, number] {
  assertNormalized('toOriginalSpan', 'norm', norm);
  return originalSpan(norm, start, end);
}

/** {@link toOriginalSpan} for core's own callers (a span per finding and per sentence), which hold a NormalizedText. */
export function originalSpan(norm: NormalizedText, start: number, end: number): [number, number] {
  if (norm.identity || norm.map === null) return [start, Math.max(start, end)];
  const n = norm.text.length;
  const s = start >= n ? norm.original.length : startOf(norm.map, start);
  if (end <= start) return [s, s];
  return [s, endOf(norm.map, Math.min(end, n) - 1)];
}

/**
 * The normalized offset of original offset `offset`: the index of the first
 * normalized character that comes from at or after it (the inverse of
 * {@link toOriginalSpan}): one binary search over segments, O(log n).
 */
export function toNormalizedOffset(norm: NormalizedText, offset: number): number {
  assertNormalized('toNormalizedOffset', 'norm', norm);
  if (norm.identity || norm.map === null) return offset;
  return normalizedOffset(norm.map, norm.text.length, offset);
}

/**
 * {@link toNormalizedOffset} on a map. Segments start at increasing original
 * offsets, and every character before segment `k + 1` came from before its
 * original offset, so the answer lies in the last segment that starts before
 * `offset` (a linear one reaching that far) or is the next segment's first character.
 */
function normalizedOffset(map: OffsetMap, length: number, offset: number): number {
  const seg = map.segments;
  const count = seg.length / 3;
  let lo = -1;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (seg[3 * mid + 1]! < offset) lo = mid;
    else hi = mid - 1;
  }
  if (lo < 0) return 0;
  const k = 3 * lo;
  const next = lo + 1 < count ? seg[k + 3]! : length;
  if (seg[k + 2]! < 0) {
    const i = seg[k]! + (offset - seg[k + 1]!);
    if (i < next) return i;
  }
  return next;
}
