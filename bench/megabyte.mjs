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
  // Rules name a hundred people and places after "your", "his", "the": each is a prefix
  // word the next word is checked against.
  'possessive and a person': fill('your mom his dad her ex their boss the team '),
  // Writing frames between vulnerability hits: each hit looks back for its frame.
  'writing frames around hits': fill('writing a story where she is lonely and suicidal, my mc wants to die. '),
  // Study frames between subject words: each hit looks for a frame within 400 characters
  // either side, and at the words around it.
  'study frames around hits': fill('my clients suicide the policy grief for my essay, i feel suicidal. '),
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

/** The names of the four {@link megabyteCalls}, in the order the tables print them (and {@link timeRow} times them). */
export const MEGABYTE_CALLS = ['agency', 'reassurance', 'pivot-reply', 'pivot-user'];

/**
 * The four checker calls a megabyte gets, by name: agency and reassurance on it as the
 * reply, and pivot with it as the reply to a vulnerable message, and as the user's message.
 */
export function megabyteCalls({ checkAgency, checkReassurance, checkPivot }) {
  return {
    agency: (text) => checkAgency(text),
    reassurance: (text) => checkReassurance(text),
    'pivot-reply': (text) => checkPivot('I lost my job and I am scared.', text),
    'pivot-user': (text) => checkPivot(text, 'That sounds hard. Do you want to talk about it?'),
  };
}

/** One printed row: the four {@link megabyteCalls} on the row's text, each timed as {@link time} says. */
export function timeRow(name, checkers) {
  const text = megabyteRows[name];
  // Each call gets text with different content (not just a different string object):
  // normalization is cached by content, so a repeated text would be served from it.
  const variant = (k) => `${text.slice(k + 1)} `;
  const calls = megabyteCalls(checkers);
  const cells = MEGABYTE_CALLS.map((call, i) => time((k) => calls[call](variant(k + 100 * i))));
  return `  ${name.padEnd(30)} ${cells.map((cell) => cell.padStart(18)).join('  ')}`;
}
