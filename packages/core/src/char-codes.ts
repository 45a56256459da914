/**
 * ASCII character classes by code, shared by the tokenizers (rule words, similarity
 * terms, sentences) and the pattern analysis, so they agree on what a word is.
 */

/** ASCII lower case of a character code (other characters unchanged). */
export const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c | 32 : c);

/** `[A-Za-z]`. */
export const isLetterCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** `[A-Za-z0-9]`: what a similarity term is made of. */
export const isAlnumCode = (c: number): boolean => isLetterCode(c) || (c >= 48 && c <= 57);

/** `[A-Za-z0-9_]`: what `\w` and `\b` count as a word character. */
export const isWordCode = (c: number): boolean => isAlnumCode(c) || c === 95;

/** For each ASCII code: its lower case if it is a word character (`[A-Za-z0-9_]`), else 0. */
const WORD_LOWER = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (isWordCode(c)) WORD_LOWER[c] = lowerCode(c);

/**
 * The lower-case code of a word character, or 0 for any other character: one
 * table read instead of a chain of range tests, for the per-character loops.
 */
export const wordLower = (c: number): number => (c < 128 ? WORD_LOWER[c]! : 0);
