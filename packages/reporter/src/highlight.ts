/** How a matched span is marked: a function (e.g. chalk inverse) or plain brackets. */
export type Mark = (text: string) => string;

/** Plain-text mark for no-color output: `[[…]]`. */
export const bracketMark: Mark = (text) => `[[${text}]]`;

/**
 * The span `[start, end)` of `text` marked, with up to `context` characters on
 * each side (cut at a word boundary where possible, `…` where cut) and line
 * breaks shown as spaces, so one finding reads on one line.
 */
export function highlightSpan(text: string, start: number, end: number, mark: Mark, context = 40): string {
  let from = Math.max(0, start - context);
  let to = Math.min(text.length, end + context);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < start) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space >= end) to = space;
  }
  const flat = (s: string): string => s.replace(/\s+/g, ' ');
  return `${from > 0 ? '…' : ''}${flat(text.slice(from, start))}${mark(flat(text.slice(start, end)))}${flat(text.slice(end, to))}${to < text.length ? '…' : ''}`;
}
