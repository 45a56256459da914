import { assertList, assertText, assertTextOrNormalized } from './check-input.js';
import { normalize, type NormalizedText } from './normalize.js';
import { sentencesOf } from './sentences.js';
import { asciiCosine } from './ascii-cosine.js';

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Something that scores how related two texts are, in [0, 1]. The topic-pivot
 * checker asks its context for one; swap in an embedding model here. It must be
 * synchronous and deterministic (precompute embeddings if your model is async).
 */
export interface SimilarityProvider {
  /** Shown in reports, e.g. `bag-of-words-cosine`. */
  readonly name: string;
  /** Similarity of `a` and `b`: 0 unrelated, 1 the same. */
  similarity(a: string, b: string): number;
}

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Lower-case word tokens of normalized text; contractions stay one token ("you're"). */
export function tokenize(text: string): string[] {
  assertText('tokenize', 'text', text);
  return tokensOf(normalize(text));
}

/** The tokens of a normalized text (see {@link tokenize}). */
function tokensOf(norm: NormalizedText): string[] {
  return norm.text.toLowerCase().match(WORD) ?? [];
}

/** Unigram and bigram counts; a bigram is its two tokens joined by a space. */
export function termCounts(tokens: readonly string[]): Map<string, number> {
  assertList('termCounts', 'tokens', tokens, 'Pass the tokens as an array of strings, as tokenize(text) gives them.');
  return countTerms(tokens);
}

/** {@link termCounts}, unchecked, for the similarity below. */
function countTerms(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    counts.set(t, (counts.get(t) ?? 0) + 1);
    if (i + 1 < tokens.length) {
      const b = `${t} ${tokens[i + 1]!}`;
      counts.set(b, (counts.get(b) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Bag-of-words cosine similarity over unigrams and bigrams, in [0, 1].
 * Identical texts give exactly 1; texts with no shared term, or an empty text, give 0.
 */
export function tokenCosineSimilarity(a: string, b: string): number {
  assertText('tokenCosineSimilarity', 'a', a);
  assertText('tokenCosineSimilarity', 'b', b);
  const normA = normalize(a);
  const normB = normalize(b);
  // Almost all normalized text is ASCII: count its terms by hash, without a string per term.
  if (!NON_ASCII.test(normA.text) && !NON_ASCII.test(normB.text)) return asciiCosine(normA, normB);
  const ca = countTerms(tokensOf(normA));
  const cb = countTerms(tokensOf(normB));
  if (ca.size === 0 || cb.size === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  const [small, large] = ca.size <= cb.size ? [ca, cb] : [cb, ca];
  for (const [term, n] of small) {
    const m = large.get(term);
    if (m !== undefined) dot += n * m;
  }
  for (const n of ca.values()) na += n * n;
  for (const n of cb.values()) nb += n * n;
  return Math.min(1, dot / Math.sqrt(na * nb));
}

/** The default provider: {@link tokenCosineSimilarity}. */
export const bagOfWordsSimilarity: SimilarityProvider = Object.freeze({
  name: 'bag-of-words-cosine',
  similarity: tokenCosineSimilarity,
});

/** A line break in the original text between two sentences. */
const LINE_BREAK = /[\n\r]/;

/** The anchor of `text` (see {@link anchorSpan}); `fn` names the exported function for an input error. */
function anchorOf(fn: string, text: string | NormalizedText, maxSentences: number): { start: number; end: number; text: string } {
  assertTextOrNormalized(fn, 'text', text);
  const norm = typeof text === 'string' ? normalize(text) : text;
  const sentences = sentencesOf(norm, Math.max(1, Math.floor(maxSentences)));
  const first = sentences[0];
  if (!first) return { start: 0, end: 0, text: '' };
  let quoted = first.text;
  for (let k = 1; k < sentences.length; k++) {
    const gap = norm.original.slice(sentences[k - 1]!.end, sentences[k]!.start);
    quoted += (LINE_BREAK.test(gap) ? '\n' : ' ') + sentences[k]!.text;
  }
  return { start: first.start, end: sentences[sentences.length - 1]!.end, text: quoted };
}

/**
 * The anchor of a reply as a reader would quote it: its first `maxSentences`
 * sentences (at least 1), each as written (trimmed, without a list or heading
 * marker or the emphasis around it), joined by a space where they share a line
 * and by a line break where they do not, so no `**`, `- ` or `>` from between
 * them. Empty when the reply has no sentence. Its offsets: {@link anchorSpan}.
 */
export function extractAnchor(text: string | NormalizedText, maxSentences = 2): string {
  return anchorOf('extractAnchor', text, maxSentences).text;
}

/**
 * The anchor as a `[start, end)` span of the original text: from the start of its
 * first sentence to the end of its last, with whatever lies between them (where a
 * checker scans the anchor, e.g. up to `end`); and `text`, the anchor as
 * {@link extractAnchor} quotes it, from the same reading of the sentences.
 */
export function anchorSpan(text: string | NormalizedText, maxSentences = 2): { start: number; end: number; text: string } {
  return anchorOf('anchorSpan', text, maxSentences);
}
