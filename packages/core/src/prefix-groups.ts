/**
 * Prefix entries grouped by head (`prefixHead` in `vocabulary.ts`): a text word meets
 * only the entries it may start with, those with its own head and those shorter than
 * three letters (head -1), in the order they were given. A trie node under "your"
 * has over a hundred prefix children ("mom", "dad", "partner"…); without the groups,
 * the word after every "your" of a text was compared with each of them.
 */
export class PrefixGroups<T extends { readonly head: number }> {
  private readonly byHead = new Map<number, readonly T[]>();
  private readonly short: readonly T[];

  constructor(entries: readonly T[]) {
    this.short = entries.filter((e) => e.head === -1);
    for (const e of entries) {
      if (e.head !== -1 && !this.byHead.has(e.head)) this.byHead.set(e.head, entries.filter((x) => x.head === e.head || x.head === -1));
    }
  }

  /** The entries a text word whose head is `head` may start with (-1: a word of under three letters). */
  of(head: number): readonly T[] {
    return this.byHead.get(head) ?? this.short;
  }
}
