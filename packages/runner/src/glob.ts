/** Whether a path argument is a glob (uses `*` or `?`). */
export function isGlob(pattern: string): boolean {
  return /[*?]/.test(pattern);
}

/**
 * A glob (over `/`-separated relative paths) as a RegExp: `*` matches within a
 * segment, `?` one character of a segment, and a `**` segment any number of
 * segments (zero included). Everything else is literal.
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
    for (const ch of segment) {
      if (ch === '*') source += '[^/]*';
      else if (ch === '?') source += '[^/]';
      else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    if (!last) source += '/';
  });
  return new RegExp(`^${source}$`);
}
