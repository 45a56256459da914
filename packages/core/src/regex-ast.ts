/**
 * A small parser for the regular expressions rules are written in, for analysis
 * only (matching always uses the real `RegExp`). It knows what the analysis in
 * `rule-words.ts` needs: literal characters, classes (as "word", "separator" or
 * "mixed" characters), groups, alternation, quantifiers and zero-width
 * assertions. Anything it does not understand becomes a "mixed" node, which the
 * analysis treats as "could be anything": the safe answer.
 */
import { isWordCode } from './char-codes.js';

/** What a class of characters can match, seen from a tokenizer that splits on non-word characters. */
export type CharKind = 'word' | 'sep' | 'mixed';

export type Node =
  | { readonly t: 'char'; readonly ch: string } // one literal character, lower case
  | { readonly t: 'lits'; readonly strings: readonly string[] } // one of these literal strings, lower case
  | { readonly t: 'class'; readonly kind: CharKind; readonly chars: readonly string[] | null } // chars: small finite set, else null
  | { readonly t: 'wordBoundary' }
  | { readonly t: 'zero' } // ^, $, \B, lookarounds: zero width, ignored
  | { readonly t: 'alt'; readonly alts: readonly (readonly Node[])[] }
  | { readonly t: 'rep'; readonly node: Node; readonly min: number; readonly max: number }; // max Infinity for * and +


/** Classes with at most this many characters are expanded character by character. */
const SMALL_CLASS = 4;

/**
 * Whether an ASCII character code stands for itself in a pattern: not one of
 * `\ ( ) [ ] { } | ? * + . ^ $`. (Non-ASCII characters go the slow way: their
 * lower case may depend on the letters around them, as a final sigma's does.)
 */
const PLAIN = (() => {
  const plain = new Uint8Array(128);
  for (let c = 0x20; c < 0x7f; c++) plain[c] = 1;
  for (const c of '\\()[]{}|?*+.^$') plain[c.charCodeAt(0)] = 0;
  return plain;
})();
const isPlain = (code: number): boolean => code < 128 && PLAIN[code] === 1;
/** Whether a character code can start a quantifier (which binds to the one character before it). */
const startsQuantifier = (code: number): boolean => code === 0x3f || code === 0x2a || code === 0x2b || code === 0x7b;

/** At most this many strings come from one alternative made of literal parts in a row. */
const MAX_JOINED = 16;

/** Parse a pattern source; throws on sources the `RegExp` constructor would reject anyway. */
export function parseRegex(source: string): Node {
  let i = 0;

  function parseAlt(): Node {
    const alts: Node[][] = [parseSeq()];
    while (source[i] === '|') {
      i++;
      alts.push(parseSeq());
    }
    // Kept as long as the rule set (for its needed and next words): at their own length,
    // not the room pushing leaves (some twenty thousand lists for the built-in rules).
    return { t: 'alt', alts: alts.slice() };
  }

  function parseSeq(): Node[] {
    const seq: Node[] = [];
    let run = ''; // literal characters not yet pushed: one string, not a node per character
    const flush = (): void => {
      if (run !== '') seq.push({ t: 'lits', strings: [run] });
      run = '';
    };
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      // Plain characters run straight into the literal run, in one slice (most of a
      // long pattern); a character with a quantifier after it is left to parseAtom.
      let j = i;
      while (j < source.length && isPlain(source.charCodeAt(j))) j++;
      if (j < source.length && startsQuantifier(source.charCodeAt(j))) j--;
      if (j > i) {
        run += source.slice(i, j).toLowerCase();
        i = j;
        continue;
      }
      const node = parseQuantifier(parseAtom());
      if (node.t === 'char') {
        run += node.ch;
        continue;
      }
      // Groups of literal strings join the run before them when that stays small: cheaper to expand.
      const strings = literalStrings(node);
      if (strings !== null && run !== '' && strings.length <= 16) {
        const prefix = run;
        run = '';
        seq.push({ t: 'lits', strings: strings.map((b) => prefix + b) });
        continue;
      }
      flush();
      seq.push(strings !== null ? { t: 'lits', strings } : node);
    }
    flush();
    return seq.slice();
  }

  function parseQuantifier(atom: Node): Node {
    const next = source[i];
    if (next !== '?' && next !== '*' && next !== '+' && next !== '{') return atom;
    const q = /^(?:([?*+])|\{(\d+)(?:(,)(\d*))?\})(\??)/.exec(source.slice(i, i + 16));
    if (!q) return atom;
    i += q[0].length;
    if (q[1] === '?') return { t: 'rep', node: atom, min: 0, max: 1 };
    if (q[1] === '*') return { t: 'rep', node: atom, min: 0, max: Infinity };
    if (q[1] === '+') return { t: 'rep', node: atom, min: 1, max: Infinity };
    const min = Number(q[2]);
    const max = q[3] === undefined ? min : q[4] === '' ? Infinity : Number(q[4]);
    return { t: 'rep', node: atom, min, max };
  }

  function parseAtom(): Node {
    const ch = source[i]!;
    if (ch === '(') {
      const head = source.slice(i, i + 4);
      const look = /^\(\?<?[=!]/.exec(head);
      i += look ? look[0].length : source.startsWith('(?:', i) ? 3 : 1;
      const body = parseAlt();
      if (source[i] !== ')') throw new Error(`unbalanced group in /${source}/`);
      i++;
      return look ? { t: 'zero' } : body;
    }
    if (ch === '[') return parseClass();
    if (ch === '\\') return parseEscape();
    i++;
    if (ch === '^' || ch === '$') return { t: 'zero' };
    if (ch === '.') return { t: 'class', kind: 'mixed', chars: null };
    return { t: 'char', ch: ch.toLowerCase() };
  }

  function parseEscape(): Node {
    const next = source[i + 1] ?? '';
    i += 2;
    switch (next) {
      case 'b': return { t: 'wordBoundary' };
      case 'B': return { t: 'zero' };
      case 'w': case 'd': return { t: 'class', kind: 'word', chars: null };
      case 's': case 'W': return { t: 'class', kind: 'sep', chars: null };
      case 'n': case 't': case 'r': case 'f': case 'v': return { t: 'char', ch: ' ' };
      case 'u': case 'x': {
        const hex = next === 'x' ? source.slice(i, i + 2) : source[i] === '{' ? source.slice(i + 1, source.indexOf('}', i)) : source.slice(i, i + 4);
        i += next === 'x' ? 2 : source[i] === '{' ? hex.length + 2 : 4;
        return { t: 'char', ch: String.fromCodePoint(parseInt(hex, 16)).toLowerCase() };
      }
      default:
        if (/[1-9kpPDSc]/.test(next)) return { t: 'class', kind: 'mixed', chars: null }; // backreference, property, \D, \S
        return { t: 'char', ch: next.toLowerCase() };
    }
  }

  function parseClass(): Node {
    i++;
    const negated = source[i] === '^';
    if (negated) i++;
    const chars = new Set<string>();
    let kinds = 0; // bit 1: has word chars, bit 2: has separators, bit 4: unknown
    const add = (c: string): void => {
      chars.add(c.toLowerCase());
      kinds |= c.length === 1 && isWordCode(c.charCodeAt(0)) ? 1 : 2;
    };
    let first = true;
    while (i < source.length && (source[i] !== ']' || first)) {
      first = false;
      let c = source[i]!;
      if (c === '\\') {
        const e = source[i + 1] ?? '';
        i += 2;
        if (e === 'w' || e === 'd') kinds |= 1 | 4;
        else if (e === 's' || e === 'W') kinds |= 2 | 4;
        else if (/[DSpPuxc]/.test(e)) kinds |= 4 | 1 | 2;
        else add(e === 'n' || e === 't' || e === 'r' ? ' ' : e);
        continue;
      }
      i++;
      if (source[i] === '-' && source[i + 1] !== ']' && i + 1 < source.length) {
        const to = source[i + 1] === '\\' ? source[i + 2]! : source[i + 1]!;
        i += source[i + 1] === '\\' ? 3 : 2;
        const lo = c.charCodeAt(0);
        const hi = to.charCodeAt(0);
        if (hi - lo > 64) kinds |= 4 | 1 | 2;
        else for (let k = lo; k <= hi; k++) add(String.fromCharCode(k));
        continue;
      }
      c = c === '\n' ? ' ' : c;
      add(c);
    }
    i++; // the closing ]
    if (negated) return { t: 'class', kind: 'mixed', chars: null };
    const kind: CharKind = (kinds & 3) === 3 ? 'mixed' : kinds & 1 ? 'word' : 'sep';
    const small = (kinds & 4) === 0 && chars.size <= SMALL_CLASS ? [...chars] : null;
    return { t: 'class', kind, chars: small };
  }

  /**
   * The literal strings a node stands for, or null when it is not that simple. An
   * alternative may be a few literal parts in a row: ` (?:are|r) gonna` stands for
   * " are gonna" and " r gonna", so an alternation holding it stays literal, as it
   * would written ` are gonna| r gonna`.
   */
  function literalStrings(node: Node): readonly string[] | null {
    if (node.t === 'char') return [node.ch];
    if (node.t === 'lits') return node.strings;
    if (node.t !== 'alt' || node.alts.length > 64) return null;
    const out: string[] = [];
    for (const alt of node.alts) {
      let strings: readonly string[] = [''];
      for (const part of alt) {
        if (part.t !== 'lits' && part.t !== 'char') return null;
        const next = literalStrings(part)!;
        if (strings.length * next.length > MAX_JOINED) return null;
        strings = strings.flatMap((a) => next.map((b) => a + b));
      }
      out.push(...strings);
    }
    return out;
  }

  const node = parseAlt();
  if (i !== source.length) throw new Error(`unexpected ")" in /${source}/`);
  return node;
}

