/**
 * Searching the help (issue 36): articles and tutorials in the reader's language, ignoring
 * accents and case ("ecran" finds "Écran", "ÉCRAN" finds "écran"). The help is a few hundred
 * short texts per language, so the server folds them here, in JavaScript, rather than in SQL:
 * one rule, the same on PGlite and PostgreSQL, without the `unaccent` extension. Zod-free and pure.
 */

/** The shortest and longest query the search takes (after trimming). */
export const HELP_SEARCH_MIN = 2;
export const HELP_SEARCH_MAX = 100;
/** The most results one search answers. */
export const HELP_SEARCH_LIMIT = 30;

/**
 * A text as the search compares it: decomposed (NFKD, so "ﬁ" is "fi" and "é" is "e" + accent),
 * accents dropped, lower case, ligatures æ, œ and ß spelt out, spaces collapsed.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded words of a query, each of which a result must hold (in any order). */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      foldForSearch(query)
        .split(' ')
        .filter((term) => term.length > 0),
    ),
  ];
}

/** Whether every term is found in one of the texts (already folded with `foldForSearch`). */
export function matchesSearch(terms: readonly string[], foldedTexts: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const haystack = foldedTexts.join('\u0001');
  return terms.every((term) => haystack.includes(term));
}
