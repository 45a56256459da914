/**
 * Gates: a word that any match of a rule must contain somewhere, read from the
 * pattern source. A rule whose gate words are all absent from a text cannot match
 * it, so the engine does not even try it. Complements the leading-word index of
 * `rule-words.ts` for rules whose first words are common ("i", "you") and whose
 * telling word comes after a gap.
 */
import { GATE_KEY_LENGTH } from './text-words.js';

/**
 * Call `visit(i, ch, depth)` for every character of `source` from `from` on that
 * is outside escapes and character classes; `depth` counts open groups before it.
 * Stops when `visit` returns true.
 */
function walkStructure(source: string, from: number, visit: (i: number, ch: string, depth: number) => boolean): void {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ')') depth--;
    if (visit(i, ch, depth)) return;
    if (ch === '(') depth++;
  }
}

/** Index just past the group that opens at `open` (which must be `(`). */
function groupEnd(source: string, open: number): number {
  let end = -1;
  walkStructure(source, open, (i, ch, depth) => ch === ')' && depth === 0 && (end = i + 1) > 0);
  return end;
}

/** Index just past the character class that opens at `open` (which must be `[`). */
function classEnd(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i + 1;
  }
  return source.length;
}

/** Split a group body at its top-level `|`. */
function alternatives(body: string): string[] {
  const out: string[] = [];
  let from = 0;
  walkStructure(body, 0, (i, ch, depth) => {
    if (ch === '|' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
    return false;
  });
  out.push(body.slice(from));
  return out;
}

const QUANTIFIER = /^(?:[?*]|\{0,?\d*\})/;
const LETTER = /[a-z0-9]/i;

/** Skip leading zero-width parts: `\b` and lookarounds. */
function skipZeroWidth(source: string, i: number): number {
  for (;;) {
    if (source.startsWith('\\b', i)) i += 2;
    else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      const end = groupEnd(source, i);
      if (end < 0) return -1;
      i = end;
    } else return i;
  }
}

/** The possible leading letter runs of a pattern (lower case), or null. */
function leading(source: string): string[] | null {
  const i = skipZeroWidth(source, 0);
  if (i < 0 || i >= source.length) return null;
  if (source[i] === '(') {
    const end = groupEnd(source, i);
    if (end < 0) return null;
    if (QUANTIFIER.test(source.slice(end))) return null; // optional group: anything may come first
    const bodyStart = source.startsWith('(?:', i) ? i + 3 : source[i + 1] === '?' ? -1 : i + 1;
    if (bodyStart < 0) return null;
    const out: string[] = [];
    for (const alt of alternatives(source.slice(bodyStart, end - 1))) {
      const sub = leading(alt);
      if (sub === null) return null;
      out.push(...sub);
    }
    return out;
  }
  let word = '';
  let j = i;
  while (j < source.length && LETTER.test(source[j]!)) {
    if (QUANTIFIER.test(source.slice(j + 1))) break; // "dont?": the optional letter ends the sure prefix
    word += source[j]!.toLowerCase();
    j++;
  }
  return word.length > 0 ? [word] : null;
}

/** Drop a prefix that extends another one: the shorter already covers it. */
function prefixFree(found: readonly string[]): string[] {
  const unique = [...new Set(found)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return unique.filter((t, k) => !unique.slice(0, k).some((shorter) => t.startsWith(shorter)));
}


/**
 * A gate: word prefixes (each at least {@link GATE_KEY_LENGTH} letters) of which
 * one must start some word of the text for the rule to match anywhere; null when
 * the pattern has no such mandatory, selective group. Read from the top-level
 * sequence of the pattern: a literal word, or a non-optional group of literal
 * alternatives, that starts a word (after `\b`, a space or punctuation).
 */
export function ruleGate(source: string): string[] | null {
  const alts = alternatives(source);
  if (alts.length > 1) {
    // Each alternative needs its own gate; the rule's gate is their union.
    const union: string[] = [];
    for (const alt of alts) {
      const gate = sequenceGate(alt);
      if (gate === null) return null;
      union.push(...gate);
    }
    return prefixFree(union);
  }
  return sequenceGate(source);
}

function sequenceGate(source: string): string[] | null {
  const sets: string[][] = [];
  let atWordStart = true;
  let i = 0;
  const skipQuantifier = (): boolean => {
    const q = QUANTIFIER_ANY.exec(source.slice(i));
    if (q) i += q[0].length;
    return q !== null;
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1];
      i += 2;
      const optional = skipQuantifier();
      if (next === 'b' || next === 's' || next === 'n') atWordStart = true;
      else if (!optional) atWordStart = /[^a-zA-Z0-9]/.test(next ?? '') ? true : false;
      continue;
    }
    if (ch === '[') {
      i = classEnd(source, i);
      skipQuantifier();
      atWordStart = false;
      continue;
    }
    if (ch === '(') {
      const end = groupEnd(source, i);
      if (end < 0) return null;
      const head = source.slice(i, i + 4);
      if (/^\(\?<?[=!]/.test(head)) {
        i = end;
        continue; // zero-width
      }
      const bodyStart = source.startsWith('(?:', i) ? i + 3 : i + 1;
      const alts = alternatives(source.slice(bodyStart, end - 1));
      i = end;
      const optional = skipQuantifier();
      if (!optional && atWordStart) {
        const lead: string[] = [];
        for (const alt of alts) {
          const sub = leading(alt);
          if (sub === null) {
            lead.length = 0;
            break;
          }
          lead.push(...sub);
        }
        if (lead.length > 0) sets.push(prefixFree(lead));
      }
      const endsWithSpace = alts.every((a) => / $|\\s$/.test(a));
      atWordStart = optional ? atWordStart && endsWithSpace : endsWithSpace;
      continue;
    }
    if (LETTER.test(ch)) {
      let word = '';
      while (i < source.length && LETTER.test(source[i]!)) {
        if (QUANTIFIER.test(source.slice(i + 1))) break;
        word += source[i]!.toLowerCase();
        i++;
      }
      if (atWordStart && word.length > 0) sets.push([word]);
      if (word.length === 0) {
        i++;
        skipQuantifier();
      }
      atWordStart = false;
      continue;
    }
    i++;
    const optional = skipQuantifier();
    if (ch === '.') atWordStart = false;
    else if (!optional || ch === ' ') atWordStart = true;
  }
  // The most selective set: all of its prefixes long enough to be rare.
  let best: string[] | null = null;
  for (const set of sets) {
    const shortest = Math.min(...set.map((w) => w.length));
    if (shortest < GATE_KEY_LENGTH) continue;
    if (best === null || set.length < best.length) best = set;
  }
  return best;
}

const QUANTIFIER_ANY = /^(?:[?*+]|\{\d*,?\d*\})\??/;
