// How well the rule engine can index each rule by the words its matches start with, in figures.
//   node bench/rule-index.mjs [--top 12]
// Needs the built packages (pnpm build). Counts, not timings: the same build prints the same figures.
//
// The engine runs a rule's pattern only where the text's words fit one of the rule's lead
// word sequences (`leadWordSequences` in @synthesis/core). Past 1,000 two-word sequences the
// analysis cuts every sequence to one word, and a prefix lead ("he" for `he\w*`) fits every
// word that starts with it, so a small edit to a rule can move its cost on long or adversarial
// text by milliseconds without any test noticing. This prints, per rule, how many sequences it
// has and how often they fit real text: the starts per 1,000 words of the bundled cases
// (data/) where the engine would consider the rule. Compare two builds by running it on each.
import { fileURLToPath } from 'node:url';
import { readCorpus, readJsonl } from './jsonl.mjs';

const root = new URL('../packages/', import.meta.url);
const load = async (dir) => import(new URL(`${dir}/dist/index.js`, root).href);
const [{ agencyRules }, { reassuranceRules }, { pivotRules }, { leadWordSequences, normalizeText }] = await Promise.all([
  load('agency'), load('reassurance'), load('pivot'), load('core'),
]);
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) || 12 : 12;

/** Near this many sequences, one more alternative can tip a rule into one-word leads. */
const NEAR_CAP = 700;

const cases = [...readJsonl(fileURLToPath(new URL('../data/evals.jsonl', import.meta.url))), ...readCorpus()];

/** The words of a text as the engine sees them: runs of [a-z0-9_] in the normalized, lower-cased text. */
const wordsOf = (text) => normalizeText(text).text.toLowerCase().match(/[a-z0-9_]+/g) ?? [];

/** Word counts of a set of texts, and for each word the counts of the words that follow it. */
function tally(texts) {
  const one = new Map();
  const after = new Map();
  let total = 0;
  for (const text of texts) {
    const words = wordsOf(text);
    total += words.length;
    for (let i = 0; i < words.length; i++) {
      one.set(words[i], (one.get(words[i]) ?? 0) + 1);
      if (i + 1 === words.length) continue;
      if (!after.has(words[i])) after.set(words[i], new Map());
      const next = after.get(words[i]);
      next.set(words[i + 1], (next.get(words[i + 1]) ?? 0) + 1);
    }
  }
  return { one, after, total, vocabulary: [...one.keys()] };
}

const replies = tally(cases.map((c) => c.assistant ?? ''));
const users = tally(cases.map((c) => c.user ?? ''));

const fits = (lead, word) => (lead.exact ? word === lead.word : word.startsWith(lead.word));

/** How many word starts of the tallied texts fit one of `sequences` (each start counted once). */
function startsIn(sequences, t) {
  // The sequences by the text words their first lead fits: exact leads by lookup, prefixes by a pass.
  const byWord = new Map();
  const add = (word, seq) => {
    if (!byWord.has(word)) byWord.set(word, []);
    byWord.get(word).push(seq);
  };
  for (const seq of sequences) {
    if (seq[0].exact) {
      if (t.one.has(seq[0].word)) add(seq[0].word, seq);
    } else {
      for (const word of t.vocabulary) if (word.startsWith(seq[0].word)) add(word, seq);
    }
  }
  let n = 0;
  for (const [word, seqs] of byWord) {
    if (seqs.some((seq) => seq.length === 1)) {
      n += t.one.get(word);
      continue;
    }
    for (const [second, count] of t.after.get(word) ?? []) if (seqs.some((seq) => fits(seq[1], second))) n += count;
  }
  return n;
}

/** What the engine reads from one rule: its sequences, and how they sit in text. */
function describe(rule, texts) {
  const sequences = leadWordSequences(rule.pattern.source);
  if (sequences === null) return { id: rule.id, indexed: false };
  const oneWord = sequences.filter((seq) => seq.length === 1);
  const prefixLeads = sequences.filter((seq) => !seq[0].exact).map((seq) => seq[0].word);
  return {
    id: rule.id,
    indexed: true,
    sequences: sequences.length,
    oneWord: oneWord.length,
    shortestPrefix: prefixLeads.reduce((a, w) => (a === null || w.length < a.length ? w : a), null),
    perThousand: (1000 * startsIn(sequences, texts)) / texts.total,
  };
}

const userSide = new Set(['vulnerability', 'distress-signal']);
const families = [
  ['agency', agencyRules, () => replies],
  ['reassurance', reassuranceRules, () => replies],
  ['pivot', pivotRules, (rule) => (userSide.has(rule.kind) ? users : replies)],
];

const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
console.log(`Lead words per rule (rule-index): the bundled cases hold ${replies.total.toLocaleString('en-US')} reply words and ${users.total.toLocaleString('en-US')} user words`);
console.log('  "starts" = word starts per 1,000 words where the engine would consider the rule, before its next-word index');
for (const [name, rules, textsOf] of families) {
  const rows = rules.map((rule) => describe(rule, textsOf(rule)));
  const indexed = rows.filter((r) => r.indexed);
  const sum = indexed.reduce((s, r) => s + r.perThousand, 0);
  const near = indexed.filter((r) => r.sequences >= NEAR_CAP);
  const untriggered = rows.filter((r) => !r.indexed).map((r) => r.id);
  console.log(`\n${name}: ${rules.length} rules, ${indexed.reduce((s, r) => s + r.sequences, 0).toLocaleString('en-US')} lead sequences, ${fmt(sum)} starts per 1,000 words in all`);
  console.log(`  not indexed (scanned over the whole text): ${untriggered.length === 0 ? 'none' : untriggered.join(', ')}`);
  console.log(`  near the 1,000-sequence cut (>= ${NEAR_CAP}): ${near.length === 0 ? 'none' : near.map((r) => `${r.id} ${r.sequences}`).join(', ')}`);
  console.log(`  the ${top} rules considered most often:`);
  console.log(`    ${'rule'.padEnd(48)} ${'starts'.padStart(7)} ${'sequences'.padStart(9)} ${'one-word'.padStart(8)}  shortest prefix lead`);
  for (const r of [...indexed].sort((a, b) => b.perThousand - a.perThousand || a.id.localeCompare(b.id)).slice(0, top)) {
    console.log(`    ${r.id.padEnd(48)} ${fmt(r.perThousand).padStart(7)} ${String(r.sequences).padStart(9)} ${String(r.oneWord).padStart(8)}  ${r.shortestPrefix === null ? '-' : `"${r.shortestPrefix}"`}`);
  }
}
