import { isLanguage, type Language } from '@shortlist/domain/language-list';

/**
 * The routed languages an `Accept-Language` header asks for, best first (`fr-CH, fr;q=0.9,
 * en;q=0.8` -> fr, en). Regions count as their language; `q=0` and unknown languages are
 * dropped; a malformed header asks for nothing. Bounded: only the first 20 entries are read.
 */
export function preferredLanguages(header: string | undefined, routed: readonly Language[]): Language[] {
  if (!header) return [];
  const entries = header
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .flatMap((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const language = tag.trim().toLowerCase().split('-')[0];
      const q = rest.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return isLanguage(language) && routed.includes(language) && weight > 0
        ? [{ language, weight, index }]
        : [];
    })
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(entries.map((entry) => entry.language))];
}
