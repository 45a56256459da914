/**
 * The words rules are indexed by, shared by every rule set in the process.
 *
 * Each text is split into words once (`text-words.ts`), and each word is looked
 * up here once, by a hash computed while scanning its characters, so no
 * substring is built for the many words no rule cares about. Rule sets then index
 * their tries by the small integer ids this table hands out.
 */

/** FNV-1a step over one lower-case character code, kept in the small-integer range. */
export const hashStep = (h: number, code: number): number => Math.imul(h ^ code, 16777619) & 0x3fffffff;
export const HASH_SEED = 2166136261 & 0x3fffffff;

/**
 * A second step and seed, independent of {@link hashStep}: a word's two hashes
 * together name it (similarity terms are counted by them, without a string per term).
 */
export const hashStep2 = (h: number, code: number): number => (Math.imul(h, 0x2c1b3c6d) + code + 0x297a2d39) & 0x3fffffff;
export const HASH_SEED2 = 0x2f0a3c41;

export function hashWord(word: string, length = word.length): number {
  let h = HASH_SEED;
  for (let k = 0; k < length; k++) h = hashStep(h, word.charCodeAt(k));
  return h;
}

/**
 * The hash a rule's prefix word is first compared by: that of its first three letters,
 * as `TextWords.heads3` holds it for a text word; -1 for a shorter prefix, which is
 * always compared letter by letter.
 */
export const prefixHead = (word: string): number => (word.length >= 3 ? hashWord(word, 3) : -1);

/**
 * An open-addressing table from word hash to id. A text word is matched by hash
 * and length alone, without comparing characters: characters are compared
 * only for entries whose hash and length another entry shares. So a word of the
 * table always gets its own id; a word outside it may, with a chance of about one
 * in a million per word, get the id of a word with the same hash and length. That
 * only makes the engine try a pattern that then fails to match: every finding is
 * still confirmed by the real pattern, so results never depend on it.
 */
class WordTable {
  private keys = new Int32Array(64).fill(-1);
  private vals = new Int32Array(64);
  private lens = new Int32Array(64);
  /** 1 where another entry has the same hash and length: compare characters there. */
  private shared = new Uint8Array(64);
  readonly words: string[] = [];
  private readonly byWord = new Map<string, number>();

  /** The id of `word`, adding it when new. */
  add(word: string): number {
    const known = this.byWord.get(word);
    if (known !== undefined) return known;
    const id = this.words.length;
    this.words.push(word);
    this.byWord.set(word, id);
    if (this.words.length * 3 > this.keys.length) this.rehash(this.keys.length * 4);
    else this.insert(hashWord(word), id);
    return id;
  }

  private insert(h: number, id: number): void {
    const mask = this.keys.length - 1;
    const len = this.words[id]!.length;
    let k = h & mask;
    let twin = false;
    for (; this.keys[k] !== -1; k = (k + 1) & mask) {
      if (this.keys[k] === h && this.lens[k] === len) {
        this.shared[k] = 1;
        twin = true;
      }
    }
    this.keys[k] = h;
    this.vals[k] = id;
    this.lens[k] = len;
    this.shared[k] = twin ? 1 : 0;
  }

  private rehash(size: number): void {
    this.keys = new Int32Array(size).fill(-1);
    this.vals = new Int32Array(size);
    this.lens = new Int32Array(size);
    this.shared = new Uint8Array(size);
    this.words.forEach((w, id) => this.insert(hashWord(w), id));
  }

  /**
   * The id of the word at `lower[from, from + length)` (a text's characters in ASCII
   * lower case, `TextWords.lower`) whose hash is `h`, or -1 (see the class note).
   */
  find(h: number, lower: Uint16Array, from: number, length: number): number {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let k = h & mask; keys[k] !== -1; k = (k + 1) & mask) {
      if (keys[k] !== h || this.lens[k] !== length) continue;
      const id = this.vals[k]!;
      if (this.shared[k] === 0 || startsWithAt(lower, from + length, from, this.words[id]!)) return id;
    }
    return -1;
  }

  get size(): number {
    return this.words.length;
  }
}

/**
 * Whether a text's characters in ASCII lower case (`TextWords.lower`), from `from`
 * up to `end`, start with the lower-case `word`. A typed array, not the string: a
 * string's length and characters are read through any of its several kinds (flat,
 * sliced, joined, one or two bytes a character), and in a process that has seen them
 * all, each read became a generic lookup.
 */
export function startsWithAt(lower: Uint16Array, end: number, from: number, word: string): boolean {
  const n = word.length;
  if (from + n > end) return false;
  for (let k = 0; k < n; k++) if (lower[from + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** Whole words that rules start with (and continue with). */
export const exactWords = new WordTable();
/** Three-letter starts of words that rules start with as a prefix ("chemo" -> "che"). */
export const prefixStarts = new WordTable();

/** Bumped whenever a table grows, so cached word lists know to look words up again. */
export let vocabularyVersion = 0;
export function vocabularyChanged(): void {
  vocabularyVersion++;
}
