// The 1 MB adversarial rows and how one row is timed, shared by bench/checkers.mjs (in
// its warm process) and bench/megabyte-fresh.mjs (one fresh process per row).

const MB = 1 << 20;
const fill = (unit) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

/** 1 MB adversarial replies: trigger words repeated without ever completing a rule. */
export const megabyteRows = {
  'openers without completion': fill('you I know everything will would what at least just stop why dont no one they all that sounds i am so '),
  'one word repeated': fill('you '),
  'no spaces at all': fill('a'),
  'curly quotes and markdown': fill('you’re **so** “I” … '),
  'punctuation storm': fill('... ?! ** -- '),
};

/**
 * Milliseconds of one checker on a megabyte, twice over: its first call on this kind
 * of text, and "median (fastest)" of calls f(8) to f(12), once that has settled: a
 * megabyte loop that meets a path it has not seen runs slower tiers until the JIT
 * catches up, which takes this machine about eight megabyte calls. Each call is on a
 * different string, so no cache serves it. The fastest run is printed too: on a shared
 * machine whose speed drifts, the spread says how far to trust one figure.
 */
function time(f) {
  const ms = [];
  for (let k = 0; k < 13; k++) {
    const t = performance.now();
    f(k);
    ms.push(performance.now() - t);
  }
  const first = ms[0];
  const settled = ms.slice(8).sort((a, b) => a - b);
  return `${settled[2].toFixed(1)} (${settled[0].toFixed(1)}) ${first.toFixed(0).padStart(4)}`;
}

/** One printed row: the four checker calls on the row's text, each timed as {@link time} says. */
export function timeRow(name, { checkAgency, checkReassurance, checkPivot }) {
  const text = megabyteRows[name];
  // Each call gets text with different content (not just a different string object):
  // normalization is cached by content, so a repeated text would be served from it.
  const variant = (k) => `${text.slice(k + 1)} `;
  const a = time((k) => checkAgency(variant(k)));
  const r = time((k) => checkReassurance(variant(k + 100)));
  const p = time((k) => checkPivot('I lost my job and I am scared.', variant(k + 200)));
  const u = time((k) => checkPivot(variant(k + 300), 'That sounds hard. Do you want to talk about it?'));
  return `  ${name.padEnd(30)} ${a.padStart(18)}  ${r.padStart(18)}  ${p.padStart(18)}  ${u.padStart(18)}`;
}
