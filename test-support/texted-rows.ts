import type { FiresRow, NearMissRow, RuleTable } from '@synthesis/core/testing';

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

/**
 * The rows of `tables` whose text (a reply, as a string) holds a word people text
 * differently, texted. A span given as text is texted too, and checked where it is still
 * a piece of the texted input (a span that ends on "want" in "want to" is not: the input
 * says "wanna").
 */
export function textedRows(tables: readonly RuleTable[]): { fires: FiresRow[]; nearMisses: NearMissRow[] } {
  const fires = tables.flatMap((table) => table.fires ?? []).flatMap((row) => {
    const input = texting(row.input as string);
    if (input === (row.input as string).toLowerCase()) return [];
    const span = typeof row.span === 'string' ? texting(row.span) : undefined;
    return [{ ...row, input, span: span !== undefined && input.includes(span) ? span : undefined }];
  });
  const nearMisses = tables.flatMap((table) => table.nearMisses ?? []).flatMap((row) => {
    const input = texting(row.input as string);
    return input === (row.input as string).toLowerCase() ? [] : [{ ...row, input }];
  });
  return { fires, nearMisses };
}
