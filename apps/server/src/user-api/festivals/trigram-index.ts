/** A trigram as one number: three UTF-16 code units of 16 bits, 48 bits in all (exact in a double). */
function trigramAt(text: string, at: number): number {
  return text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);
}

/**
 * Which texts of a list hold each sequence of three characters, so a substring search reads only
 * the texts holding its rarest trigram instead of every text: a text containing the term holds
 * each of its trigrams. Built once per list (about 0.1 s for 10,000 festivals' names and cities),
 * then a search for "short 1234" reads some fifty texts instead of 10,000.
 */
export class TrigramIndex {
  readonly #postings = new Map<number, number[]>();
  readonly #texts: number;

  constructor(texts: readonly string[]) {
    this.#texts = texts.length;
    texts.forEach((text, index) => {
      for (let at = 0; at + 3 <= text.length; at++) {
        const key = trigramAt(text, at);
        let postings = this.#postings.get(key);
        if (postings === undefined) {
          postings = [];
          this.#postings.set(key, postings);
        }
        // Texts come in order: the same text twice is always the last one.
        if (postings[postings.length - 1] !== index) postings.push(index);
      }
    });
  }

  /**
   * The indexes, ascending, of the texts that hold the two rarest trigrams of `term`: every text
   * containing `term` is among them (not all of them contain it). Undefined for a term shorter
   * than three characters, which has no trigram. The rarest alone left "short 1234" some hundreds
   * of texts to read with `includes` (1.2 % of an uncached search's Node CPU); walking two sorted
   * lists together costs a few nanoseconds per entry, and the texts holding both are few.
   */
  candidates(term: string): readonly number[] | undefined {
    if (term.length < 3) return undefined;
    let rarest: number[] | undefined;
    let second: number[] | undefined;
    for (let at = 0; at + 3 <= term.length; at++) {
      const postings = this.#postings.get(trigramAt(term, at));
      if (postings === undefined) return [];
      if (postings === rarest || postings === second) continue;
      if (rarest === undefined || postings.length < rarest.length) {
        second = rarest;
        rarest = postings;
      } else if (second === undefined || postings.length < second.length) second = postings;
    }
    // Past an eighth of the texts, FestivalSearch reads every text in one pass instead.
    if (rarest === undefined || second === undefined || rarest.length > this.#texts / 8) return rarest;
    return intersection(rarest, second);
  }
}

/** The entries of two ascending lists found in both, ascending. */
function intersection(a: readonly number[], b: readonly number[]): number[] {
  const both: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      both.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return both;
}
