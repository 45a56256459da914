/** Whether a path argument is a glob (uses `*`, `?` or `{a,b}`). */
export function isGlob(pattern: string): boolean {
  return /[*?]|\{[^{}/]*,[^{}/]*\}/.test(pattern);
}

/** A segment's `*` and `?` as a RegExp source; everything else literal. */
function wildcards(text: string): string {
  let source = '';
  for (const ch of text) {
    if (ch === '*') source += '[^/]*';
    else if (ch === '?') source += '[^/]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}

/**
 * A glob (over `/`-separated relative paths) as a RegExp: `*` matches within a
 * segment, `?` one character of a segment, `{a,b}` either alternative (within a
 * segment, not nested), and a `**` segment any number of segments (zero
 * included). Everything else is literal.
 */
export function globToRegExp(glob: string): RegExp {
  const segments = glob.split('/');
  let source = '';
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '**') {
      source += last ? '.*' : '(?:[^/]+/)*';
      return;
    }
    // Brace groups become alternations; the text around and inside them keeps its wildcards.
    let at = 0;
    for (const m of segment.matchAll(/\{([^{}]*,[^{}]*)\}/g)) {
      source += wildcards(segment.slice(at, m.index));
      source += `(?:${m[1]!.split(',').map(wildcards).join('|')})`;
      at = m.index! + m[0].length;
    }
    source += wildcards(segment.slice(at));
    if (!last) source += '/';
  });
  return new RegExp(`^${source}$`);
}
