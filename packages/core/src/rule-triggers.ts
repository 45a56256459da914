/**
 * Trigger extraction: the words a rule's match can start with, read from the
 * pattern source. A rule whose source starts with `\b` and then literal words (or a
 * group of literal alternatives) can only match where a text word starts with one
 * of those words, so the engine tries it only there instead of scanning the whole
 * text. Rules this cannot analyse (a leading optional group, a character class, a
 * line anchor) return null and are scanned the slow way.
 */

/** Index just past the group that opens at `open` (which must be `(`). */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
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
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return -1;
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
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
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

/**
 * Trigger prefixes of a rule, or null when the rule must be scanned everywhere.
 * Every top-level alternative must start (after lookbehinds) with `\b` so that a
 * match always starts where a word starts.
 */
export function ruleTriggers(source: string): string[] | null {
  const triggers = ruleTriggerPairs(source);
  return triggers === null ? null : prefixFree(triggers.map((t) => t.prefix));
}

/**
 * A trigger: a match can only start at a text word that starts with `prefix`. When
 * `second` is set, the pattern's first word is exactly `prefix` followed by one
 * space and a word starting with one of `second` ("you should", "i feel"), so the
 * engine can check the next word before running the pattern at all.
 */
export interface TriggerPair {
  prefix: string;
  second: string[] | null;
}

/** Triggers with their possible second words, or null (see {@link ruleTriggers}). */
export function ruleTriggerPairs(source: string): TriggerPair[] | null {
  const out: TriggerPair[] = [];
  for (const alt of alternatives(source)) {
    let i = 0;
    while (/^\(\?<[=!]/.test(alt.slice(i, i + 4))) {
      const end = groupEnd(alt, i);
      if (end < 0) return null;
      i = end;
    }
    if (!alt.startsWith('\\b', i)) return null;
    const pairs = firstAndSecond(alt, i + 2);
    if (pairs === null) return null;
    out.push(...pairs);
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.prefix}|${p.second?.join(',') ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const PURE_WORD = /^[a-z0-9]+$/i;

/** First-word triggers of the sequence starting at `i` (after the leading `\b`). */
function firstAndSecond(source: string, i: number): TriggerPair[] | null {
  i = skipZeroWidth(source, i);
  if (i < 0 || i >= source.length) return null;
  if (source[i] === '(') {
    const end = groupEnd(source, i);
    if (end < 0 || QUANTIFIER.test(source.slice(end))) return null;
    if (source[i + 1] === '?' && !source.startsWith('(?:', i)) return null;
    const body = source.slice(source.startsWith('(?:', i) ? i + 3 : i + 1, end - 1);
    // After the group: one literal space, then the next word's possible starts.
    const after = source[end] === ' ' && !QUANTIFIER.test(source.slice(end + 1)) ? nextWords(source.slice(end + 1)) : null;
    const out: TriggerPair[] = [];
    for (const alt of alternatives(body)) {
      const sp = alt.indexOf(' ');
      const head = sp < 0 ? alt : alt.slice(0, sp);
      if (PURE_WORD.test(head)) {
        const second = sp < 0 ? after : nextWords(alt.slice(sp + 1));
        out.push({ prefix: head.toLowerCase(), second: sp >= 0 && QUANTIFIER.test(alt.slice(sp + 1)) ? null : second });
        continue;
      }
      const lead = leading(alt);
      if (lead === null) return null;
      for (const prefix of lead) out.push({ prefix, second: null });
    }
    return out;
  }
  const m = /^[a-z0-9]+/i.exec(source.slice(i));
  if (!m) return null;
  const word = m[0];
  const rest = source.slice(i + word.length);
  if (QUANTIFIER.test(rest)) {
    const lead = leading(source.slice(i));
    return lead === null ? null : lead.map((prefix) => ({ prefix, second: null }));
  }
  const second = rest.startsWith(' ') && !QUANTIFIER.test(rest.slice(1)) ? nextWords(rest.slice(1)) : null;
  return [{ prefix: word.toLowerCase(), second }];
}

/** Possible starts of the word at the start of `source`, or null when unknown. */
function nextWords(source: string): string[] | null {
  if (source.length === 0 || source.startsWith('\\b')) return null;
  const lead = leading(source);
  return lead === null ? null : prefixFree(lead);
}

/** Drop a prefix that extends another one: the shorter already covers it. */
function prefixFree(found: readonly string[]): string[] {
  const unique = [...new Set(found)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return unique.filter((t, k) => !unique.slice(0, k).some((shorter) => t.startsWith(shorter)));
}

/** Gate words shorter than this are too common to be worth checking. */
export const GATE_KEY_LENGTH = 4;

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
