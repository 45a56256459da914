// The least work any JavaScript implementation of the three checkers does for a
// case, written as tightly as we can, to put the throughput budgets in proportion.
//
// Whatever the design, a case needs at least:
// - every character of both texts read: rules can match anywhere in either;
// - when the user message is vulnerable, the unigram+bigram cosine of the user
//   message and the WHOLE reply, and a cosine needs the reply's norm, so every
//   word of both texts is told apart from the others (hashed and counted);
// - each finding the checkers report found by its rule's pattern (a regex run
//   at the match), and recorded with its rule id and offsets.
// This does only that, with the case prepared beforehand (see `prepare`): a pass
// over each text (lower-casing, finding words), then for a vulnerable user the
// words hashed (one 32-bit hash, no apostrophes) and their unigrams and bigrams
// counted in reused open-addressing tables, and the dot product; then each
// finding's sticky regex at its start, and an object {ruleId, start, end}. No
// normalization, no offset map, no evidence, no result. Anything a real checker
// does on top of this only adds to it.

/** Word characters lower-cased, anything else 0 (bytes of other UTF-8 characters too). */
const LOWER = new Uint8Array(256);
for (let c = 0x30; c <= 0x39; c++) LOWER[c] = c;
for (let c = 0x41; c <= 0x5a; c++) LOWER[c] = c + 32;
for (let c = 0x61; c <= 0x7a; c++) LOWER[c] = c;

const MAX_WORDS = 1 << 16;
const wordHashes = new Int32Array(MAX_WORDS);

/**
 * Each text is read as UTF-8 bytes: the native encoder plus a loop over a typed
 * array runs 1.5 to 2 times as fast here as `charCodeAt` over a long string with
 * a curly apostrophe in it (a two-byte string), and about as fast on short ones.
 * Byte offsets are not string offsets, but the floor keeps none: a finding's
 * offsets come from its regex run.
 */
const encoder = new TextEncoder();
const bytes = new Uint8Array(1 << 20);
const readBytes = (text) => encoder.encodeInto(text, bytes).written;

/** Count the words of `text` (every character read, nothing kept). */
function countWords(text) {
  const len = readBytes(text);
  let n = 0;
  let inWord = 0;
  for (let i = 0; i < len; i++) {
    const w = LOWER[bytes[i]] === 0 ? 0 : 1;
    n += w & ~inWord;
    inWord = w;
  }
  return n;
}

/** Hash each word of `text` into `wordHashes`; returns the word count. */
function hashWords(text) {
  const len = readBytes(text);
  let n = 0;
  let i = 0;
  while (i < len && n < MAX_WORDS) {
    let c = LOWER[bytes[i]];
    if (c === 0) {
      i++;
      continue;
    }
    let h = 0;
    do {
      h = ((h << 5) - h + c) | 0;
      i++;
    } while (i < len && (c = LOWER[bytes[i]]) !== 0);
    wordHashes[n++] = h;
  }
  return n;
}

/** Term counts of one text: open addressing, cleared by generation instead of by filling. */
class Terms {
  constructor(bits) {
    this.mask = (1 << bits) - 1;
    this.keys = new Int32Array(1 << bits);
    this.counts = new Int32Array(1 << bits);
    this.stamp = new Int32Array(1 << bits);
    this.slots = new Int32Array(1 << (bits - 1));
    this.size = 0;
    this.generation = 0;
  }

  count(n) {
    this.generation++;
    this.size = 0;
    for (let k = 0; k < n; k++) {
      this.add(wordHashes[k]);
      if (k > 0) this.add(Math.imul(wordHashes[k - 1], 31) ^ wordHashes[k]);
    }
  }

  add(h) {
    const { keys, counts, stamp, mask, generation } = this;
    let p = (h ^ (h >>> 15)) & mask;
    while (stamp[p] === generation && keys[p] !== h) p = (p + 1) & mask;
    if (stamp[p] === generation) counts[p]++;
    else {
      stamp[p] = generation;
      keys[p] = h;
      counts[p] = 1;
      this.slots[this.size++] = p;
    }
  }

  get(h) {
    const { keys, counts, stamp, mask, generation } = this;
    let p = (h ^ (h >>> 15)) & mask;
    while (stamp[p] === generation) {
      if (keys[p] === h) return counts[p];
      p = (p + 1) & mask;
    }
    return 0;
  }

  squares() {
    let s = 0;
    for (let k = 0; k < this.size; k++) s += this.counts[this.slots[k]] ** 2;
    return s;
  }
}

// Big enough for the bench's texts (a few hundred words) at a low load.
const userTerms = new Terms(12);
const replyTerms = new Terms(12);

function cosine(user, reply) {
  userTerms.count(hashWords(user));
  replyTerms.count(hashWords(reply));
  let dot = 0;
  for (let k = 0; k < userTerms.size; k++) {
    const p = userTerms.slots[k];
    dot += userTerms.counts[p] * replyTerms.get(userTerms.keys[p]);
  }
  const norms = userTerms.squares() * replyTerms.squares();
  return norms === 0 ? 0 : dot / Math.sqrt(norms);
}

/**
 * A case made ready for {@link jsFloor} from what the checkers say of it (outside
 * any timing): whether pivot found the user vulnerable, and for each finding its
 * rule's sticky regex, the normalized text it runs on and the normalized start.
 */
export function prepare(c, applicable, runs) {
  return { user: c.user, assistant: c.assistant, applicable, runs };
}

/** The floor's whole work for a prepared case; returns something so none of it is optimized away. */
export function jsFloor(c) {
  let out = 0;
  if (c.applicable) out += cosine(c.user, c.assistant);
  else out += countWords(c.user) + countWords(c.assistant);
  const { runs } = c;
  const findings = new Array(runs.length);
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i];
    r.re.lastIndex = r.at;
    if (r.re.test(r.text)) findings[i] = { ruleId: r.ruleId, start: r.at, end: r.re.lastIndex };
  }
  return out + findings.length;
}
