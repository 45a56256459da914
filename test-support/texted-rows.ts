import type { FiresRow, NearMissRow, RowInput, RuleTable } from '@synthesis/core/testing';

/**
 * A reply as people text it: lower case, "u", "ur", "r", "gonna", "wanna", and
 * contractions without their apostrophes, except those that would then spell another word
 * ("he'll", "we'd": "hell", "wed"), which the rules do not read that way.
 */
const TEXTING: readonly (readonly [RegExp, string])[] = [
  [/\byou[’']re\b|\byou are\b/g, 'ur'],
  [/\byourself\b/g, 'urself'],
  [/\byour\b/g, 'ur'],
  [/\byou\b/g, 'u'],
  [/\bare\b/g, 'r'],
  [/\bgoing to\b/g, 'gonna'],
  [/\bwant to\b/g, 'wanna'],
  [/\b(?!(?:he|she|we|i)[’'](?:ll|d)\b)([a-z]+)[’']([a-z]+)\b/g, '$1$2'],
];

export function texting(text: string): string {
  return TEXTING.reduce((t, [pattern, by]) => t.replace(pattern, by), text.toLowerCase());
}

/** A row's input with its reply texted (a string is the reply), or null when texting changes nothing but case. */
function textedInput(input: RowInput): RowInput | null {
  const reply = typeof input === 'string' ? input : input.assistant;
  const texted = texting(reply);
  if (texted === reply.toLowerCase()) return null;
  return typeof input === 'string' ? texted : { ...input, assistant: texted };
}

/**
 * The rows of `tables` whose reply holds a word people text differently, with the reply
 * texted (the user's message, if any, is left as it is). A span given as text is texted
 * too, and checked where it is still a piece of the texted reply (a span that ends on
 * "want" in "want to" is not: the reply says "wanna").
 */
export function textedRows(tables: readonly RuleTable[]): { fires: FiresRow[]; nearMisses: NearMissRow[] } {
  const fires = tables.flatMap((table) => table.fires ?? []).flatMap((row) => {
    const input = textedInput(row.input);
    if (input === null) return [];
    const reply = typeof input === 'string' ? input : input.assistant;
    const span = typeof row.span === 'string' ? texting(row.span) : undefined;
    return [{ ...row, input, span: span !== undefined && reply.includes(span) ? span : undefined }];
  });
  const nearMisses = tables.flatMap((table) => table.nearMisses ?? []).flatMap((row) => {
    const input = textedInput(row.input);
    return input === null ? [] : [{ ...row, input }];
  });
  return { fires, nearMisses };
}
